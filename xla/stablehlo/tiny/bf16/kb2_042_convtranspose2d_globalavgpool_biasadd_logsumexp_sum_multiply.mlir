module @jit_kb2_042_convtranspose2d_globalavgpool_biasadd_logsumexp_sum_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xbf16>, %arg1: tensor<4x8x3x3xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>) -> (tensor<2x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3xbf16>) -> tensor<1x4x8x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x3x3xbf16>) -> tensor<1x8x4x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6xbf16>, tensor<8x4x3x3xbf16>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x8x1x1xf32>
    %13 = stablehlo.convert %arg3 : (tensor<8xbf16>) -> tensor<8xf32>
    %14 = stablehlo.reshape %13 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x1x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x1x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x1x1xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2, 3] : (tensor<2x1x1xf32>) -> tensor<2x1x1x1xf32>
    %21 = stablehlo.is_finite %20 : (tensor<2x1x1x1xf32>) -> tensor<2x1x1x1xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<2x1x1x1xi1>, tensor<2x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xf32>) -> tensor<2x8x1x1xf32>
    %25 = stablehlo.subtract %16, %24 : tensor<2x8x1x1xf32>
    %26 = stablehlo.exponential %25 : tensor<2x8x1x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<2x8x1x1xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 2, 3] : (tensor<2x1x1xf32>) -> tensor<2x1x1x1xf32>
    %29 = stablehlo.sign %28 : tensor<2x1x1x1xf32>
    %30 = stablehlo.abs %28 : tensor<2x1x1x1xf32>
    %31 = stablehlo.log %30 : tensor<2x1x1x1xf32>
    %32 = stablehlo.add %31, %23 : tensor<2x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x1x1x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x1x1x1xf32>) -> tensor<2x1xf32>
    %36 = stablehlo.convert %35 : (tensor<2x1xf32>) -> tensor<2x1xbf16>
    return %36 : tensor<2x1xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x3x3xbf16>
    return %0 : tensor<8x4x3x3xbf16>
  }
}
