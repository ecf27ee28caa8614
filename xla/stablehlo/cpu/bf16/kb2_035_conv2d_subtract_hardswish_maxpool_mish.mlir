module @jit_kb2_035_conv2d_subtract_hardswish_maxpool_mish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x34x34xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>) -> (tensor<4x128x16x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x34x34xbf16>, tensor<128x64x3x3xbf16>) -> tensor<4x128x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %2 = stablehlo.reshape %1 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x128x32x32xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %6 = stablehlo.add %4, %5 : tensor<4x128x32x32xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x128x32x32xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x128x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = call @clip(%10, %cst_2, %cst_3) : (tensor<4x128x32x32xf32>, tensor<f32>, tensor<f32>) -> tensor<4x128x32x32xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<4x128x32x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = "stablehlo.reduce_window"(%12, %cst_4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %18 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<4x128x32x32xf32>, tensor<f32>) -> tensor<4x128x16x16xf32>
    %14 = call @softplus(%13) : (tensor<4x128x16x16xf32>) -> tensor<4x128x16x16xf32>
    %15 = stablehlo.tanh %14 : tensor<4x128x16x16xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x128x16x16xf32>
    %17 = stablehlo.convert %16 : (tensor<4x128x16x16xf32>) -> tensor<4x128x16x16xbf16>
    return %17 : tensor<4x128x16x16xbf16>
  }
  func.func private @clip(%arg0: tensor<4x128x32x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x128x32x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x128x32x32xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x128x32x32xf32>
    return %5 : tensor<4x128x32x32xf32>
  }
  func.func private @softplus(%arg0: tensor<4x128x16x16xf32>) -> tensor<4x128x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x128x16x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x16x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x128x16x16xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x128x16x16xf32>, tensor<4x128x16x16xf32>) -> tensor<4x128x16x16xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x16x16xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x128x16x16xf32>
    %7 = stablehlo.abs %3 : tensor<4x128x16x16xf32>
    %8 = stablehlo.negate %7 : tensor<4x128x16x16xf32>
    %9 = stablehlo.exponential %8 : tensor<4x128x16x16xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x128x16x16xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x128x16x16xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x128x16x16xi1>, tensor<4x128x16x16xf32>
    return %12 : tensor<4x128x16x16xf32>
  }
}
