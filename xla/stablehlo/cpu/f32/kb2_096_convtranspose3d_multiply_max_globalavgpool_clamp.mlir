module @jit_kb2_096_convtranspose3d_multiply_max_globalavgpool_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x16x32x32xf32>, %arg1: tensor<3x16x3x3x3xf32>, %arg2: tensor<16xf32>) -> (tensor<4x16x1x1x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xf32>) -> tensor<1x3x16x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xf32>) -> tensor<1x16x3x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x16x32x32xf32>, tensor<16x3x3x3x3xf32>) -> tensor<4x16x31x63x63xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x31x63x63xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x16x31x63x63xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x31x63x63xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<4x16x31x63x63xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = "stablehlo.reduce_window"(%9, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<4x16x31x63x63xf32>, tensor<f32>) -> tensor<4x16x15x31x31xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x15x31x31xf32>, tensor<f32>) -> tensor<4x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.441500e+04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x16x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = call @clip(%14, %cst_3, %cst_4) : (tensor<4x16x1x1x1xf32>, tensor<f32>, tensor<f32>) -> tensor<4x16x1x1x1xf32>
    return %15 : tensor<4x16x1x1x1xf32>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xf32>
    return %0 : tensor<16x3x3x3x3xf32>
  }
  func.func private @clip(%arg0: tensor<4x16x1x1x1xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x16x1x1x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x16x1x1x1xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x16x1x1x1xf32>
    return %5 : tensor<4x16x1x1x1xf32>
  }
}
