module @jit_kb2_005_convtranspose2d_subtract_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xf32>, %arg1: tensor<4x8x4x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<2x8x13x13xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x4x4xf32>) -> tensor<1x4x8x4x4xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x4x4xf32>) -> tensor<1x8x4x4x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %3 = call @_flip(%2) : (tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 3], [2, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6xf32>, tensor<8x4x4x4xf32>) -> tensor<2x8x13x13xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x13x13xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x13x13xf32>
    %8 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x13x13xf32>
    %10 = stablehlo.subtract %7, %9 : tensor<2x8x13x13xf32>
    %11 = stablehlo.tanh %10 : tensor<2x8x13x13xf32>
    return %11 : tensor<2x8x13x13xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x4x4xf32>
    return %0 : tensor<8x4x4x4xf32>
  }
}
