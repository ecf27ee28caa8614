module @jit_kb2_007_conv3d_relu_leakyrelu_gelu_sigmoid_biasadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8x16x34x34xbf16>, %arg1: tensor<32x8x3x3x3xbf16>, %arg2: tensor<32xbf16>, %arg3: tensor<32xbf16>) -> (tensor<4x32x14x32x32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x16x34x34xbf16>, tensor<32x8x3x3x3xbf16>) -> tensor<4x32x14x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<32xbf16>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<1x32x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x1xf32>) -> tensor<4x32x14x32x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x32x14x32x32xf32>
    %5 = call @relu(%4) : (tensor<4x32x14x32x32xf32>) -> tensor<4x32x14x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %7 = stablehlo.compare GT, %5, %6, FLOAT : (tensor<4x32x14x32x32xf32>, tensor<4x32x14x32x32xf32>) -> tensor<4x32x14x32x32xi1>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<4x32x14x32x32xf32>
    %10 = call @_where(%7, %5, %9) : (tensor<4x32x14x32x32xi1>, tensor<4x32x14x32x32xf32>, tensor<4x32x14x32x32xf32>) -> tensor<4x32x14x32x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<4x32x14x32x32xf32>
    %13 = stablehlo.negate %10 : tensor<4x32x14x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<4x32x14x32x32xf32>
    %16 = chlo.erfc %15 : tensor<4x32x14x32x32xf32> -> tensor<4x32x14x32x32xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x32x14x32x32xf32>
    %18 = stablehlo.negate %17 : tensor<4x32x14x32x32xf32>
    %19 = stablehlo.exponential %18 : tensor<4x32x14x32x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %21 = stablehlo.add %20, %19 : tensor<4x32x14x32x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %23 = stablehlo.divide %22, %21 : tensor<4x32x14x32x32xf32>
    %24 = stablehlo.convert %arg3 : (tensor<32xbf16>) -> tensor<32xf32>
    %25 = stablehlo.reshape %24 : (tensor<32xf32>) -> tensor<1x32x1x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x1xf32>) -> tensor<4x32x14x32x32xf32>
    %27 = stablehlo.add %23, %26 : tensor<4x32x14x32x32xf32>
    %28 = stablehlo.convert %27 : (tensor<4x32x14x32x32xf32>) -> tensor<4x32x14x32x32xbf16>
    return %28 : tensor<4x32x14x32x32xbf16>
  }
  func.func private @relu(%arg0: tensor<4x32x14x32x32xf32>) -> tensor<4x32x14x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x14x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32x14x32x32xf32>
    return %1 : tensor<4x32x14x32x32xf32>
  }
  func.func private @_where(%arg0: tensor<4x32x14x32x32xi1>, %arg1: tensor<4x32x14x32x32xf32>, %arg2: tensor<4x32x14x32x32xf32>) -> tensor<4x32x14x32x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x32x14x32x32xi1>, tensor<4x32x14x32x32xf32>
    return %0 : tensor<4x32x14x32x32xf32>
  }
}
