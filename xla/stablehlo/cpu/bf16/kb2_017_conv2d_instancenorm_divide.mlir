module @jit_kb2_017_conv2d_instancenorm_divide attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x34x34xbf16>, %arg1: tensor<128x64x3x3xbf16>) -> (tensor<4x128x32x32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x34x34xbf16>, tensor<128x64x3x3xbf16>) -> tensor<4x128x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x128x32x32xf32>, tensor<f32>) -> tensor<4x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x128x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<4x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x128x32x32xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4x128x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x128x32x32xf32>, tensor<f32>) -> tensor<4x128xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4x128x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x128x1x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<4x128x1x1xf32>
    %14 = stablehlo.sqrt %13 : tensor<4x128x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<4x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %16 = stablehlo.divide %6, %15 : tensor<4x128x32x32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %18 = stablehlo.divide %16, %17 : tensor<4x128x32x32xf32>
    %19 = stablehlo.convert %18 : (tensor<4x128x32x32xf32>) -> tensor<4x128x32x32xbf16>
    return %19 : tensor<4x128x32x32xbf16>
  }
}
