module @jit_kb2_025_conv2d_min_tanh_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x66x66xbf16>, %arg1: tensor<64x16x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<8x1x64x64xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x16x66x66xbf16>, tensor<64x16x3x3xbf16>) -> tensor<8x64x64x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x64x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x64x64x64xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<8x64x64x64xf32>, tensor<f32>) -> tensor<8x64x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 2, 3] : (tensor<8x64x64xf32>) -> tensor<8x1x64x64xf32>
    %7 = stablehlo.tanh %6 : tensor<8x1x64x64xf32>
    %8 = stablehlo.tanh %7 : tensor<8x1x64x64xf32>
    %9 = stablehlo.convert %8 : (tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xbf16>
    return %9 : tensor<8x1x64x64xbf16>
  }
}
