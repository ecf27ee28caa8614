module @jit_kb2_067_conv2d_gelu_globalavgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x10x10xbf16>, %arg1: tensor<8x4x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x10x10xbf16>, tensor<8x4x3x3xbf16>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<2x8x8x8xf32>
    %7 = stablehlo.negate %4 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x8x8xf32>
    %10 = chlo.erfc %9 : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<2x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x8x1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.convert %16 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    return %17 : tensor<2x8xbf16>
  }
}
