module @jit_kb2_048_conv3d_scaling_tanh_multiply_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xbf16>, %arg1: tensor<8x3x3x3x3xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>, %arg4: tensor<8xbf16>) -> (tensor<2x8x4x6x6xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xbf16>, tensor<8x3x3x3x3xbf16>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x4x6x6xf32>
    %5 = stablehlo.convert %arg3 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %8 = stablehlo.multiply %4, %7 : tensor<2x8x4x6x6xf32>
    %9 = stablehlo.tanh %8 : tensor<2x8x4x6x6xf32>
    %10 = stablehlo.convert %arg4 : (tensor<8xbf16>) -> tensor<8xf32>
    %11 = stablehlo.reshape %10 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %13 = stablehlo.multiply %9, %12 : tensor<2x8x4x6x6xf32>
    %14 = stablehlo.negate %13 : tensor<2x8x4x6x6xf32>
    %15 = stablehlo.exponential %14 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %17 = stablehlo.add %16, %15 : tensor<2x8x4x6x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %19 = stablehlo.divide %18, %17 : tensor<2x8x4x6x6xf32>
    %20 = stablehlo.convert %19 : (tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xbf16>
    return %20 : tensor<2x8x4x6x6xbf16>
  }
}
