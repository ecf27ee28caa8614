module @jit_k39_conv2d_gelu_globalavgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8x256x256xf32>, %arg1: tensor<64x8x3x3xf32>, %arg2: tensor<64xf32>) -> (tensor<4x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x256x256xf32>, tensor<64x8x3x3xf32>) -> tensor<4x64x254x254xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x254x254xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x64x254x254xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<4x64x254x254xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<4x64x254x254xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x254x254xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<4x64x254x254xf32>
    %9 = stablehlo.add %4, %8 : tensor<4x64x254x254xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x254x254xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<4x64x254x254xf32>
    %12 = stablehlo.tanh %11 : tensor<4x64x254x254xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x254x254xf32>
    %14 = stablehlo.add %13, %12 : tensor<4x64x254x254xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x254x254xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<4x64x254x254xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<4x64x254x254xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x64x254x254xf32>, tensor<f32>) -> tensor<4x64xf32>
    %cst_4 = stablehlo.constant dense<6.451600e+04> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %20 = stablehlo.divide %18, %19 : tensor<4x64xf32>
    return %20 : tensor<4x64xf32>
  }
}
