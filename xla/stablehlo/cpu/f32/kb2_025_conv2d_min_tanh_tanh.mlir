module @jit_kb2_025_conv2d_min_tanh_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x66x66xf32>, %arg1: tensor<64x16x3x3xf32>, %arg2: tensor<64xf32>) -> (tensor<8x1x64x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x16x66x66xf32>, tensor<64x16x3x3xf32>) -> tensor<8x64x64x64xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x64x64x64xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<8x64x64x64xf32>, tensor<f32>) -> tensor<8x64x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2, 3] : (tensor<8x64x64xf32>) -> tensor<8x1x64x64xf32>
    %6 = stablehlo.tanh %5 : tensor<8x1x64x64xf32>
    %7 = stablehlo.tanh %6 : tensor<8x1x64x64xf32>
    return %7 : tensor<8x1x64x64xf32>
  }
}
