module @jit_kb2_016_convtranspose2d_mish_add_hardtanh_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x32x32xbf16>, %arg1: tensor<64x64x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<4x64x64x64xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x64x3x3xbf16>) -> tensor<1x64x64x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x64x3x3xbf16>) -> tensor<1x64x64x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x64x64x3x3xbf16>) -> tensor<64x64x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<64x64x3x3xbf16>) -> tensor<64x64x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x32x32xbf16>, tensor<64x64x3x3xbf16>) -> tensor<4x64x64x64xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.reshape %5 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x64x64xf32>
    %8 = stablehlo.add %4, %7 : tensor<4x64x64x64xf32>
    %9 = call @softplus(%8) : (tensor<4x64x64x64xf32>) -> tensor<4x64x64x64xf32>
    %10 = stablehlo.tanh %9 : tensor<4x64x64x64xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<4x64x64x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %13 = stablehlo.add %11, %12 : tensor<4x64x64x64xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = call @clip(%13, %cst_0, %cst_1) : (tensor<4x64x64x64xf32>, tensor<f32>, tensor<f32>) -> tensor<4x64x64x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<4x64x64x64xf32>
    %17 = stablehlo.convert %16 : (tensor<4x64x64x64xf32>) -> tensor<4x64x64x64xbf16>
    return %17 : tensor<4x64x64x64xbf16>
  }
  func.func private @_flip(%arg0: tensor<64x64x3x3xbf16>) -> tensor<64x64x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<64x64x3x3xbf16>
    return %0 : tensor<64x64x3x3xbf16>
  }
  func.func private @softplus(%arg0: tensor<4x64x64x64xf32>) -> tensor<4x64x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x64x64x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x64x64x64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x64x64x64xf32>, tensor<4x64x64x64xf32>) -> tensor<4x64x64x64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x64x64x64xf32>
    %7 = stablehlo.abs %3 : tensor<4x64x64x64xf32>
    %8 = stablehlo.negate %7 : tensor<4x64x64x64xf32>
    %9 = stablehlo.exponential %8 : tensor<4x64x64x64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x64x64x64xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x64x64x64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x64x64x64xi1>, tensor<4x64x64x64xf32>
    return %12 : tensor<4x64x64x64xf32>
  }
  func.func private @clip(%arg0: tensor<4x64x64x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x64x64x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x64x64x64xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x64x64x64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x64x64x64xf32>
    return %5 : tensor<4x64x64x64xf32>
  }
}
