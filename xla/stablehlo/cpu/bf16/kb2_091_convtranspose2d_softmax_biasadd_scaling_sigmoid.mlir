module @jit_kb2_091_convtranspose2d_softmax_biasadd_scaling_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x16x16xbf16>, %arg1: tensor<64x128x4x4xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128xbf16>) -> (tensor<4x128x33x33xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x128x4x4xbf16>) -> tensor<1x64x128x4x4xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x128x4x4xbf16>) -> tensor<1x128x64x4x4xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x128x64x4x4xbf16>) -> tensor<128x64x4x4xbf16>
    %3 = call @_flip(%2) : (tensor<128x64x4x4xbf16>) -> tensor<128x64x4x4xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 3], [2, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x16x16xbf16>, tensor<128x64x4x4xbf16>) -> tensor<4x128x33x33xf32>
    %5 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %6 = stablehlo.reshape %5 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x33x33xf32>
    %8 = stablehlo.add %4, %7 : tensor<4x128x33x33xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x128x33x33xf32>, tensor<f32>) -> tensor<4x33x33xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x33x33xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<4x33x33xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3] : (tensor<4x33x33xf32>) -> tensor<4x1x33x33xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<4x1x33x33xf32>) -> tensor<4x128x33x33xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<4x128x33x33xf32>
    %15 = stablehlo.exponential %14 : tensor<4x128x33x33xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x128x33x33xf32>, tensor<f32>) -> tensor<4x33x33xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2, 3] : (tensor<4x33x33xf32>) -> tensor<4x1x33x33xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<4x1x33x33xf32>) -> tensor<4x128x33x33xf32>
    %19 = stablehlo.divide %15, %18 : tensor<4x128x33x33xf32>
    %20 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %21 = stablehlo.reshape %20 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x33x33xf32>
    %23 = stablehlo.add %19, %22 : tensor<4x128x33x33xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x33x33xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<4x128x33x33xf32>
    %26 = stablehlo.negate %25 : tensor<4x128x33x33xf32>
    %27 = stablehlo.exponential %26 : tensor<4x128x33x33xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x128x33x33xf32>
    %29 = stablehlo.add %28, %27 : tensor<4x128x33x33xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x128x33x33xf32>
    %31 = stablehlo.divide %30, %29 : tensor<4x128x33x33xf32>
    %32 = stablehlo.convert %31 : (tensor<4x128x33x33xf32>) -> tensor<4x128x33x33xbf16>
    return %32 : tensor<4x128x33x33xbf16>
  }
  func.func private @_flip(%arg0: tensor<128x64x4x4xbf16>) -> tensor<128x64x4x4xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<128x64x4x4xbf16>
    return %0 : tensor<128x64x4x4xbf16>
  }
}
