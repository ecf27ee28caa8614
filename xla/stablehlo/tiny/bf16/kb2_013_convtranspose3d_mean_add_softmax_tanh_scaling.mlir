module @jit_kb2_013_convtranspose3d_mean_add_softmax_tanh_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x6x6xbf16>, %arg1: tensor<4x8x3x3x3xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>) -> (tensor<2x8x1x6x6xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xbf16>) -> tensor<1x4x8x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xbf16>) -> tensor<1x8x4x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x6x6xbf16>, tensor<8x4x3x3x3xbf16>) -> tensor<2x8x4x6x6xf32>
    %5 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4x6x6xf32>, tensor<f32>) -> tensor<2x8x6x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 3, 4] : (tensor<2x8x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1x6x6xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x8x1x6x6xf32>
    %13 = stablehlo.convert %arg3 : (tensor<8xbf16>) -> tensor<8xf32>
    %14 = stablehlo.reshape %13 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x1x6x6xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x1x6x6xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x1x6x6xf32>, tensor<f32>) -> tensor<2x1x6x6xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x6x6xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x1x6x6xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2, 3, 4] : (tensor<2x1x6x6xf32>) -> tensor<2x1x1x6x6xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<2x8x1x6x6xf32>
    %23 = stablehlo.exponential %22 : tensor<2x8x1x6x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x8x1x6x6xf32>, tensor<f32>) -> tensor<2x1x6x6xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 2, 3, 4] : (tensor<2x1x6x6xf32>) -> tensor<2x1x1x6x6xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x6x6xf32>) -> tensor<2x8x1x6x6xf32>
    %27 = stablehlo.divide %23, %26 : tensor<2x8x1x6x6xf32>
    %28 = stablehlo.tanh %27 : tensor<2x8x1x6x6xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1x6x6xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x8x1x6x6xf32>
    %31 = stablehlo.convert %30 : (tensor<2x8x1x6x6xf32>) -> tensor<2x8x1x6x6xbf16>
    return %31 : tensor<2x8x1x6x6xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xbf16>
    return %0 : tensor<8x4x3x3x3xbf16>
  }
}
