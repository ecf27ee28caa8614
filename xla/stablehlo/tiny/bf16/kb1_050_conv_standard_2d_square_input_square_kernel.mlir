module @jit_kb1_050_conv_standard_2d_square_input_square_kernel attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x35x35xbf16>, %arg1: tensor<16x3x11x11xbf16>, %arg2: tensor<16xbf16>) -> (tensor<2x16x8x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x35x35xbf16>, tensor<16x3x11x11xbf16>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x16x8x8xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xbf16>
    return %5 : tensor<2x16x8x8xbf16>
  }
}
