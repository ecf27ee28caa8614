module @jit_kb2_046_conv2d_subtract_tanh_subtract_avgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x10x10xbf16>, %arg1: tensor<8x4x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8x4x4xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x10x10xbf16>, tensor<8x4x3x3xbf16>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x8x8x8xf32>
    %7 = stablehlo.tanh %6 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = "stablehlo.reduce_window"(%9, %cst_1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %14 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x4x4xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x8x4x4xf32>
    %13 = stablehlo.convert %12 : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xbf16>
    return %13 : tensor<2x8x4x4xbf16>
  }
}
