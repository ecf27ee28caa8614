module @jit_kb2_035_conv2d_subtract_hardswish_maxpool_mish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x34x34xf32>, %arg1: tensor<128x64x3x3xf32>, %arg2: tensor<128xf32>) -> (tensor<4x128x16x16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x34x34xf32>, tensor<128x64x3x3xf32>) -> tensor<4x128x32x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x128x32x32xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %5 = stablehlo.add %3, %4 : tensor<4x128x32x32xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x128x32x32xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x128x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = call @clip(%9, %cst_2, %cst_3) : (tensor<4x128x32x32xf32>, tensor<f32>, tensor<f32>) -> tensor<4x128x32x32xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<4x128x32x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = "stablehlo.reduce_window"(%11, %cst_4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<4x128x32x32xf32>, tensor<f32>) -> tensor<4x128x16x16xf32>
    %13 = call @softplus(%12) : (tensor<4x128x16x16xf32>) -> tensor<4x128x16x16xf32>
    %14 = stablehlo.tanh %13 : tensor<4x128x16x16xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4x128x16x16xf32>
    return %15 : tensor<4x128x16x16xf32>
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
