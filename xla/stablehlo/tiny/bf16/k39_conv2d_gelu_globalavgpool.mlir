module @jit_k39_conv2d_gelu_globalavgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8x16x20xbf16>, %arg1: tensor<16x8x3x3xbf16>, %arg2: tensor<16xbf16>) -> (tensor<3x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x8x16x20xbf16>, tensor<16x8x3x3xbf16>) -> tensor<3x16x14x18xf32>
    %1 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<3x16x14x18xf32>
    %5 = stablehlo.add %0, %4 : tensor<3x16x14x18xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<3x16x14x18xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x16x14x18xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x14x18xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<3x16x14x18xf32>
    %10 = stablehlo.add %5, %9 : tensor<3x16x14x18xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x16x14x18xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x16x14x18xf32>
    %13 = stablehlo.tanh %12 : tensor<3x16x14x18xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x14x18xf32>
    %15 = stablehlo.add %14, %13 : tensor<3x16x14x18xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x16x14x18xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<3x16x14x18xf32>
    %18 = stablehlo.multiply %5, %17 : tensor<3x16x14x18xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [2, 3] : (tensor<3x16x14x18xf32>, tensor<f32>) -> tensor<3x16xf32>
    %cst_4 = stablehlo.constant dense<2.520000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<3x16xf32>
    %22 = stablehlo.convert %21 : (tensor<3x16xf32>) -> tensor<3x16xbf16>
    return %22 : tensor<3x16xbf16>
  }
}
