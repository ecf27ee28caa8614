module @jit_kb2_042_convtranspose2d_globalavgpool_biasadd_logsumexp_sum_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x24x24xf32>, %arg1: tensor<64x128x3x3xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>) -> (tensor<8x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x128x3x3xf32>) -> tensor<1x64x128x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x128x3x3xf32>) -> tensor<1x128x64x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %3 = call @_flip(%2) : (tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x64x24x24xf32>, tensor<128x64x3x3xf32>) -> tensor<8x128x26x26xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<8x128x26x26xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x128x26x26xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x128x26x26xf32>, tensor<f32>) -> tensor<8x128xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.760000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x128x1x1xf32>
    %12 = stablehlo.reshape %arg3 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<8x128x1x1xf32>
    %14 = stablehlo.add %11, %13 : tensor<8x128x1x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x128x1x1xf32>, tensor<f32>) -> tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<8x1x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %19 = stablehlo.is_finite %18 : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x1xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %21 = stablehlo.select %19, %18, %20 : tensor<8x1x1x1xi1>, tensor<8x1x1x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x128x1x1xf32>
    %23 = stablehlo.subtract %14, %22 : tensor<8x128x1x1xf32>
    %24 = stablehlo.exponential %23 : tensor<8x128x1x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<8x128x1x1xf32>, tensor<f32>) -> tensor<8x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %27 = stablehlo.sign %26 : tensor<8x1x1x1xf32>
    %28 = stablehlo.abs %26 : tensor<8x1x1x1xf32>
    %29 = stablehlo.log %28 : tensor<8x1x1x1xf32>
    %30 = stablehlo.add %29, %21 : tensor<8x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x1x1x1xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x1x1x1xf32>) -> tensor<8x1xf32>
    return %33 : tensor<8x1xf32>
  }
  func.func private @_flip(%arg0: tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<128x64x3x3xf32>
    return %0 : tensor<128x64x3x3xf32>
  }
}
