module @jit_kb2_069_conv2d_hardswish_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x66x66xf32>, %arg1: tensor<64x8x3x3xf32>, %arg2: tensor<64xf32>) -> (tensor<16x64x64x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x8x66x66xf32>, tensor<64x8x3x3xf32>) -> tensor<16x64x64x64xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64x64x64xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<16x64x64x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %7 = stablehlo.divide %5, %6 : tensor<16x64x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = call @clip(%7, %cst_1, %cst_2) : (tensor<16x64x64x64xf32>, tensor<f32>, tensor<f32>) -> tensor<16x64x64x64xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<16x64x64x64xf32>
    %10 = call @relu(%9) : (tensor<16x64x64x64xf32>) -> tensor<16x64x64x64xf32>
    return %10 : tensor<16x64x64x64xf32>
  }
  func.func private @clip(%arg0: tensor<16x64x64x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x64x64x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x64x64x64xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x64x64x64xf32>
    return %5 : tensor<16x64x64x64xf32>
  }
  func.func private @relu(%arg0: tensor<16x64x64x64xf32>) -> tensor<16x64x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x64x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64x64x64xf32>
    return %1 : tensor<16x64x64x64xf32>
  }
}
