module @jit_kb2_065_conv2d_avgpool_sigmoid_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x1x10x10xbf16>, %arg1: tensor<4x1x3x3xbf16>, %arg2: tensor<4xbf16>) -> (tensor<16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x1x10x10xbf16>, tensor<4x1x3x3xbf16>) -> tensor<16x4x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4xbf16>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<16x4x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<16x4x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = "stablehlo.reduce_window"(%4, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 4>, window_strides = array<i64: 1, 1, 4, 4>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %20 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<16x4x8x8xf32>, tensor<f32>) -> tensor<16x4x2x2xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x4x2x2xf32>
    %7 = stablehlo.divide %5, %6 : tensor<16x4x2x2xf32>
    %8 = stablehlo.negate %7 : tensor<16x4x2x2xf32>
    %9 = stablehlo.exponential %8 : tensor<16x4x2x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x4x2x2xf32>
    %11 = stablehlo.add %10, %9 : tensor<16x4x2x2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x4x2x2xf32>
    %13 = stablehlo.divide %12, %11 : tensor<16x4x2x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<16x4x2x2xf32>, tensor<f32>) -> tensor<16x2x2xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<16x2x2xf32>) -> tensor<16x1x2x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [2, 3] : (tensor<16x1x2x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x1x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x1x1x1xf32>) -> tensor<16xf32>
    %19 = stablehlo.convert %18 : (tensor<16xf32>) -> tensor<16xbf16>
    return %19 : tensor<16xbf16>
  }
}
