module @jit_k22_conv2d_instancenorm_divide attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64x16x20xbf16>, %arg1: tensor<32x64x3x3xbf16>, %arg2: tensor<32xbf16>, %arg3: tensor<32xbf16>) -> (tensor<2x32x14x18xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x64x16x20xbf16>, tensor<32x64x3x3xbf16>) -> tensor<2x32x14x18xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x32x14x18xf32>, tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.520000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x32x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x14x18xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<2x32x14x18xf32>
    %7 = chlo.square %6 : tensor<2x32x14x18xf32> -> tensor<2x32x14x18xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x32x14x18xf32>, tensor<f32>) -> tensor<2x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.520000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x32x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x14x18xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<2x32x14x18xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x32x1x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<2x32x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x14x18xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<2x32x14x18xf32>
    %19 = stablehlo.convert %arg2 : (tensor<32xbf16>) -> tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x14x18xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<2x32x14x18xf32>
    %24 = stablehlo.convert %arg3 : (tensor<32xbf16>) -> tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x14x18xf32>
    %28 = stablehlo.add %23, %27 : tensor<2x32x14x18xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x14x18xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x32x14x18xf32>
    %31 = stablehlo.convert %30 : (tensor<2x32x14x18xf32>) -> tensor<2x32x14x18xbf16>
    return %31 : tensor<2x32x14x18xbf16>
  }
}
