module @jit_kb2_004_conv2d_mish_mish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x34x34xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>) -> (tensor<4x128x32x32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x34x34xbf16>, tensor<128x64x3x3xbf16>) -> tensor<4x128x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %2 = stablehlo.reshape %1 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x128x32x32xf32>
    %5 = call @softplus(%4) : (tensor<4x128x32x32xf32>) -> tensor<4x128x32x32xf32>
    %6 = stablehlo.tanh %5 : tensor<4x128x32x32xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x128x32x32xf32>
    %8 = call @softplus(%7) : (tensor<4x128x32x32xf32>) -> tensor<4x128x32x32xf32>
    %9 = stablehlo.tanh %8 : tensor<4x128x32x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x128x32x32xf32>
    %11 = stablehlo.convert %10 : (tensor<4x128x32x32xf32>) -> tensor<4x128x32x32xbf16>
    return %11 : tensor<4x128x32x32xbf16>
  }
  func.func private @softplus(%arg0: tensor<4x128x32x32xf32>) -> tensor<4x128x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x128x32x32xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x128x32x32xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x128x32x32xf32>, tensor<4x128x32x32xf32>) -> tensor<4x128x32x32xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x128x32x32xf32>
    %7 = stablehlo.abs %3 : tensor<4x128x32x32xf32>
    %8 = stablehlo.negate %7 : tensor<4x128x32x32xf32>
    %9 = stablehlo.exponential %8 : tensor<4x128x32x32xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x128x32x32xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x128x32x32xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x128x32x32xi1>, tensor<4x128x32x32xf32>
    return %12 : tensor<4x128x32x32xf32>
  }
}
