module @jit_kb2_013_convtranspose3d_mean_add_softmax_tanh_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x6x6xf32>, %arg1: tensor<4x8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<2x8x1x6x6xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xf32>) -> tensor<1x4x8x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xf32>) -> tensor<1x8x4x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x6x6xf32>, tensor<8x4x3x3x3xf32>) -> tensor<2x8x4x6x6xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4x6x6xf32>, tensor<f32>) -> tensor<2x8x6x6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 3, 4] : (tensor<2x8x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1x6x6xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x8x1x6x6xf32>
    %12 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x1x6x6xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x8x1x6x6xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x1x6x6xf32>, tensor<f32>) -> tensor<2x1x6x6xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x6x6xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<2x1x6x6xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3, 4] : (tensor<2x1x6x6xf32>) -> tensor<2x1x1x6x6xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<2x8x1x6x6xf32>
    %21 = stablehlo.exponential %20 : tensor<2x8x1x6x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x8x1x6x6xf32>, tensor<f32>) -> tensor<2x1x6x6xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 2, 3, 4] : (tensor<2x1x6x6xf32>) -> tensor<2x1x1x6x6xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %25 = stablehlo.divide %21, %24 : tensor<2x8x1x6x6xf32>
    %26 = stablehlo.tanh %25 : tensor<2x8x1x6x6xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1x6x6xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x8x1x6x6xf32>
    return %28 : tensor<2x8x1x6x6xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xf32>
    return %0 : tensor<8x4x3x3x3xf32>
  }
}
