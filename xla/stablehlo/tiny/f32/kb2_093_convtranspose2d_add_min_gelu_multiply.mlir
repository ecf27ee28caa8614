module @jit_kb2_093_convtranspose2d_add_min_gelu_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xf32>, %arg1: tensor<4x8x4x4xf32>, %arg2: tensor<8xf32>) -> (tensor<2x8x14x14xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x4x4xf32>) -> tensor<1x4x8x4x4xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x4x4xf32>) -> tensor<1x8x4x4x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %3 = call @_flip(%2) : (tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6xf32>, tensor<8x4x4x4xf32>) -> tensor<2x8x14x14xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x14x14xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x14x14xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x14x14xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x8x14x14xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x14x14xf32>
    %11 = stablehlo.minimum %9, %10 : tensor<2x8x14x14xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x14x14xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2x8x14x14xf32>
    %14 = stablehlo.negate %11 : tensor<2x8x14x14xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x14x14xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2x8x14x14xf32>
    %17 = chlo.erfc %16 : tensor<2x8x14x14xf32> -> tensor<2x8x14x14xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<2x8x14x14xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x14x14xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x8x14x14xf32>
    return %20 : tensor<2x8x14x14xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x4x4xf32>
    return %0 : tensor<8x4x4x4xf32>
  }
}
