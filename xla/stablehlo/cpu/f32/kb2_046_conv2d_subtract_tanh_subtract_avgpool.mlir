module @jit_kb2_046_conv2d_subtract_tanh_subtract_avgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x34x34xf32>, %arg1: tensor<128x64x3x3xf32>, %arg2: tensor<128xf32>) -> (tensor<4x128x16x16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x34x34xf32>, tensor<128x64x3x3xf32>) -> tensor<4x128x32x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x128x32x32xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %5 = stablehlo.add %3, %4 : tensor<4x128x32x32xf32>
    %6 = stablehlo.tanh %5 : tensor<4x128x32x32xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x128x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = "stablehlo.reduce_window"(%8, %cst_1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<4x128x32x32xf32>, tensor<f32>) -> tensor<4x128x16x16xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x16x16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4x128x16x16xf32>
    return %11 : tensor<4x128x16x16xf32>
  }
}
