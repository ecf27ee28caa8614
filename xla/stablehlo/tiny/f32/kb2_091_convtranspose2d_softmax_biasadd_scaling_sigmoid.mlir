module @jit_kb2_091_convtranspose2d_softmax_biasadd_scaling_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xf32>, %arg1: tensor<4x8x4x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<2x8x13x13xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x4x4xf32>) -> tensor<1x4x8x4x4xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x4x4xf32>) -> tensor<1x8x4x4x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %3 = call @_flip(%2) : (tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 3], [2, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6xf32>, tensor<8x4x4x4xf32>) -> tensor<2x8x13x13xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x13x13xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x13x13xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x13x13xf32>, tensor<f32>) -> tensor<2x13x13xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x13x13xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x13x13xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<2x13x13xf32>) -> tensor<2x1x13x13xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<2x1x13x13xf32>) -> tensor<2x8x13x13xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<2x8x13x13xf32>
    %14 = stablehlo.exponential %13 : tensor<2x8x13x13xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8x13x13xf32>, tensor<f32>) -> tensor<2x13x13xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<2x13x13xf32>) -> tensor<2x1x13x13xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x1x13x13xf32>) -> tensor<2x8x13x13xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x8x13x13xf32>
    %19 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x13x13xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x8x13x13xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x13x13xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x8x13x13xf32>
    %24 = stablehlo.negate %23 : tensor<2x8x13x13xf32>
    %25 = stablehlo.exponential %24 : tensor<2x8x13x13xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x13x13xf32>
    %27 = stablehlo.add %26, %25 : tensor<2x8x13x13xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x13x13xf32>
    %29 = stablehlo.divide %28, %27 : tensor<2x8x13x13xf32>
    return %29 : tensor<2x8x13x13xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x4x4xf32>
    return %0 : tensor<8x4x4x4xf32>
  }
}
