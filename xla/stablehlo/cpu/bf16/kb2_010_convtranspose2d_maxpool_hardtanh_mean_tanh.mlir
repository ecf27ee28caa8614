module @jit_kb2_010_convtranspose2d_maxpool_hardtanh_mean_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x24x24xbf16>, %arg1: tensor<64x64x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<8x64x1x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x64x3x3xbf16>) -> tensor<1x64x64x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x64x3x3xbf16>) -> tensor<1x64x64x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x64x64x3x3xbf16>) -> tensor<64x64x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<64x64x3x3xbf16>) -> tensor<64x64x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x64x24x24xbf16>, tensor<64x64x3x3xbf16>) -> tensor<8x64x24x24xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.reshape %5 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x24x24xf32>
    %8 = stablehlo.add %4, %7 : tensor<8x64x24x24xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = "stablehlo.reduce_window"(%8, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<8x64x24x24xf32>, tensor<f32>) -> tensor<8x64x12x12xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = call @clip(%9, %cst_0, %cst_1) : (tensor<8x64x12x12xf32>, tensor<f32>, tensor<f32>) -> tensor<8x64x12x12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x64x12x12xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1x1xf32>
    %cst_3 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x64x1x1xf32>
    %15 = stablehlo.tanh %14 : tensor<8x64x1x1xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x1x1xf32>) -> tensor<8x64x1x1xbf16>
    return %16 : tensor<8x64x1x1xbf16>
  }
  func.func private @_flip(%arg0: tensor<64x64x3x3xbf16>) -> tensor<64x64x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<64x64x3x3xbf16>
    return %0 : tensor<64x64x3x3xbf16>
  }
  func.func private @clip(%arg0: tensor<8x64x12x12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x64x12x12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x12x12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x64x12x12xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x64x12x12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x64x12x12xf32>
    return %5 : tensor<8x64x12x12xf32>
  }
}
