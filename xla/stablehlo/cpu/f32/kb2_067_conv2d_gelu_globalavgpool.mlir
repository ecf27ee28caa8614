module @jit_kb2_067_conv2d_gelu_globalavgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x66x66xf32>, %arg1: tensor<64x8x3x3xf32>, %arg2: tensor<64xf32>) -> (tensor<16x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x8x66x66xf32>, tensor<64x8x3x3xf32>) -> tensor<16x64x64x64xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64x64x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x64x64x64xf32>
    %6 = stablehlo.negate %3 : tensor<16x64x64x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16x64x64x64xf32>
    %9 = chlo.erfc %8 : tensor<16x64x64x64xf32> -> tensor<16x64x64x64xf32>
    %10 = stablehlo.multiply %5, %9 : tensor<16x64x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<16x64x64x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1x1xf32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<16x64x1x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x64x1x1xf32>) -> tensor<16x64xf32>
    return %15 : tensor<16x64xf32>
  }
}
