module @jit_kb2_008_conv3d_divide_max_globalavgpool_biasadd_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x16x34x34xbf16>, %arg1: tensor<16x8x3x3x3xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<16xbf16>) -> (tensor<8x1x1x1x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8x16x34x34xbf16>, tensor<16x8x3x3x3xbf16>) -> tensor<8x16x14x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<8x16x14x32x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x16x14x32x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x14x32x32xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x16x14x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = "stablehlo.reduce_window"(%6, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %19 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %19 : tensor<f32>
    }) : (tensor<8x16x14x32x32xf32>, tensor<f32>) -> tensor<8x16x7x16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<8x16x7x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.792000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x16x1x1x1xf32>
    %12 = stablehlo.convert %arg3 : (tensor<16xbf16>) -> tensor<16xf32>
    %13 = stablehlo.reshape %12 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<8x16x1x1x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<8x16x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x16x1x1x1xf32>, tensor<f32>) -> tensor<8x1x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2, 3, 4] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x1x1xf32>
    %18 = stablehlo.convert %17 : (tensor<8x1x1x1x1xf32>) -> tensor<8x1x1x1x1xbf16>
    return %18 : tensor<8x1x1x1x1xbf16>
  }
}
