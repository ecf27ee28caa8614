module @jit_kb2_087_conv2d_subtract_subtract_mish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x66x66xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<8x64x64x64xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8x66x66xbf16>, tensor<64x8x3x3xbf16>) -> tensor<8x64x64x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x64x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x64x64x64xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x64x64x64xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x64x64xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x64x64x64xf32>
    %9 = call @softplus(%8) : (tensor<8x64x64x64xf32>) -> tensor<8x64x64x64xf32>
    %10 = stablehlo.tanh %9 : tensor<8x64x64x64xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<8x64x64x64xf32>
    %12 = stablehlo.convert %11 : (tensor<8x64x64x64xf32>) -> tensor<8x64x64x64xbf16>
    return %12 : tensor<8x64x64x64xbf16>
  }
  func.func private @softplus(%arg0: tensor<8x64x64x64xf32>) -> tensor<8x64x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64x64x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x64x64x64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8x64x64x64xf32>, tensor<8x64x64x64xf32>) -> tensor<8x64x64x64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64x64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8x64x64x64xf32>
    %7 = stablehlo.abs %3 : tensor<8x64x64x64xf32>
    %8 = stablehlo.negate %7 : tensor<8x64x64x64xf32>
    %9 = stablehlo.exponential %8 : tensor<8x64x64x64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8x64x64x64xf32>
    %11 = stablehlo.add %1, %10 : tensor<8x64x64x64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8x64x64x64xi1>, tensor<8x64x64x64xf32>
    return %12 : tensor<8x64x64x64xf32>
  }
}
