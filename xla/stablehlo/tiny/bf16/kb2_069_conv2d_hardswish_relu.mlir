module @jit_kb2_069_conv2d_hardswish_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x10x10xbf16>, %arg1: tensor<8x4x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8x8x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x10x10xbf16>, tensor<8x4x3x3xbf16>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = call @clip(%8, %cst_1, %cst_2) : (tensor<2x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x8x8x8xf32>
    %11 = call @relu(%10) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %12 = stablehlo.convert %11 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xbf16>
    return %12 : tensor<2x8x8x8xbf16>
  }
  func.func private @clip(%arg0: tensor<2x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x8x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x8x8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x8x8xf32>
    return %5 : tensor<2x8x8x8xf32>
  }
  func.func private @relu(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x8xf32>
    return %1 : tensor<2x8x8x8xf32>
  }
}
