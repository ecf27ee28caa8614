module @jit_kb2_049_convtranspose3d_softmax_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x4x4xf32>, %arg1: tensor<4x8x3x3x3xf32>, %arg2: tensor<8xf32>) -> (tensor<2x8x8x8x8xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xf32>) -> tensor<1x4x8x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xf32>) -> tensor<1x8x4x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x4x4xf32>, tensor<8x4x3x3x3xf32>) -> tensor<2x8x8x8x8xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x8x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x8x8x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3, 4] : (tensor<2x8x8x8xf32>) -> tensor<2x1x8x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<2x1x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<2x8x8x8x8xf32>
    %14 = stablehlo.exponential %13 : tensor<2x8x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3, 4] : (tensor<2x8x8x8xf32>) -> tensor<2x1x8x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3, 4] : (tensor<2x1x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x8x8x8x8xf32>
    %19 = stablehlo.negate %18 : tensor<2x8x8x8x8xf32>
    %20 = stablehlo.exponential %19 : tensor<2x8x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %22 = stablehlo.add %21, %20 : tensor<2x8x8x8x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %24 = stablehlo.divide %23, %22 : tensor<2x8x8x8x8xf32>
    return %24 : tensor<2x8x8x8x8xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xf32>
    return %0 : tensor<8x4x3x3x3xf32>
  }
}
