module @jit_kb2_085_conv2d_groupnorm_scale_maxpool_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x66x66xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>) -> (tensor<16x64x16x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x8x66x66xbf16>, tensor<64x8x3x3xbf16>) -> tensor<16x64x64x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<16x64x64x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x64x64x64xf32>) -> tensor<16x16x4x64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x16x4x64x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16x1x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<16x16x1x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3, 4] : (tensor<16x16x1x1x1xf32>) -> tensor<16x16x4x64x64xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x16x4x64x64xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<16x16x4x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x16x4x64x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16x1x1x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<16x16x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16x1x1x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x16x1x1x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<16x16x1x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<16x16x1x1x1xf32>) -> tensor<16x16x4x64x64xf32>
    %21 = stablehlo.divide %11, %20 : tensor<16x16x4x64x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x16x4x64x64xf32>) -> tensor<16x64x64x64xf32>
    %23 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %24 = stablehlo.reshape %23 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<16x64x64x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = "stablehlo.reduce_window"(%26, %cst_4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 4>, window_strides = array<i64: 1, 1, 4, 4>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %30 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<16x64x64x64xf32>, tensor<f32>) -> tensor<16x64x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = call @clip(%27, %cst_5, %cst_6) : (tensor<16x64x16x16xf32>, tensor<f32>, tensor<f32>) -> tensor<16x64x16x16xf32>
    %29 = stablehlo.convert %28 : (tensor<16x64x16x16xf32>) -> tensor<16x64x16x16xbf16>
    return %29 : tensor<16x64x16x16xbf16>
  }
  func.func private @clip(%arg0: tensor<16x64x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x64x16x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x64x16x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x64x16x16xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x64x16x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x64x16x16xf32>
    return %5 : tensor<16x64x16x16xf32>
  }
}
