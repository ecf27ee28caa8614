module @jit_kb2_082_conv2d_tanh_scaling_biasadd_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x66x66xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>) -> (tensor<16x64x16x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x8x66x66xbf16>, tensor<64x8x3x3xbf16>) -> tensor<16x64x64x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<16x64x64x64xf32>
    %5 = stablehlo.tanh %4 : tensor<16x64x64x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<16x64x64x64xf32>
    %8 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %9 = stablehlo.reshape %8 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %11 = stablehlo.add %7, %10 : tensor<16x64x64x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = "stablehlo.reduce_window"(%11, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 4>, window_strides = array<i64: 1, 1, 4, 4>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %14 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<16x64x64x64xf32>, tensor<f32>) -> tensor<16x64x16x16xf32>
    %13 = stablehlo.convert %12 : (tensor<16x64x16x16xf32>) -> tensor<16x64x16x16xbf16>
    return %13 : tensor<16x64x16x16xbf16>
  }
}
