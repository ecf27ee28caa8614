module @jit_kb2_024_conv3d_min_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xbf16>, %arg1: tensor<8x3x3x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8x6x6xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xbf16>, tensor<8x3x3x3x3xbf16>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.minimum across dimensions = [2] : (tensor<2x8x4x6x6xf32>, tensor<f32>) -> tensor<2x8x6x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 3, 4] : (tensor<2x8x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x1x6x6xf32>, tensor<f32>) -> tensor<2x1x6x6xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x6x6xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<2x1x6x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2, 3, 4] : (tensor<2x1x6x6xf32>) -> tensor<2x1x1x6x6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<2x8x1x6x6xf32>
    %13 = stablehlo.exponential %12 : tensor<2x8x1x6x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x8x1x6x6xf32>, tensor<f32>) -> tensor<2x1x6x6xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3, 4] : (tensor<2x1x6x6xf32>) -> tensor<2x1x1x6x6xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %17 = stablehlo.divide %13, %16 : tensor<2x8x1x6x6xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x1x6x6xf32>) -> tensor<2x8x6x6xf32>
    %19 = stablehlo.convert %18 : (tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xbf16>
    return %19 : tensor<2x8x6x6xbf16>
  }
}
