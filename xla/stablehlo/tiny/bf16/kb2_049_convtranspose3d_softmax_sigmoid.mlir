module @jit_kb2_049_convtranspose3d_softmax_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x4x4xbf16>, %arg1: tensor<4x8x3x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8x8x8x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xbf16>) -> tensor<1x4x8x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xbf16>) -> tensor<1x8x4x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x4x4xbf16>, tensor<8x4x3x3x3xbf16>) -> tensor<2x8x8x8x8xf32>
    %5 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x8x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2x8x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3, 4] : (tensor<2x8x8x8xf32>) -> tensor<2x1x8x8x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<2x1x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<2x8x8x8x8xf32>
    %15 = stablehlo.exponential %14 : tensor<2x8x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2, 3, 4] : (tensor<2x8x8x8xf32>) -> tensor<2x1x8x8x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4] : (tensor<2x1x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x8x8x8x8xf32>
    %20 = stablehlo.negate %19 : tensor<2x8x8x8x8xf32>
    %21 = stablehlo.exponential %20 : tensor<2x8x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %23 = stablehlo.add %22, %21 : tensor<2x8x8x8x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %25 = stablehlo.divide %24, %23 : tensor<2x8x8x8x8xf32>
    %26 = stablehlo.convert %25 : (tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xbf16>
    return %26 : tensor<2x8x8x8x8xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xbf16>
    return %0 : tensor<8x4x3x3x3xbf16>
  }
}
