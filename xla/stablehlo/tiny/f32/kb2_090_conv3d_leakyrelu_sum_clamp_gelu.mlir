module @jit_kb2_090_conv3d_leakyrelu_sum_clamp_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xf32>, %arg1: tensor<8x3x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<2x8x4x6x6xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xf32>, tensor<8x3x3x3x3xf32>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %5 = stablehlo.compare GT, %3, %4, FLOAT : (tensor<2x8x4x6x6xf32>, tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xi1>
    %cst_0 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<2x8x4x6x6xf32>
    %8 = call @_where(%5, %3, %7) : (tensor<2x8x4x6x6xi1>, tensor<2x8x4x6x6xf32>, tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32>
    %9 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x8x4x6x6xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = call @clip(%11, %cst_1, %cst_2) : (tensor<2x8x4x6x6xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x8x4x6x6xf32>
    %15 = stablehlo.negate %12 : tensor<2x8x4x6x6xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x8x4x6x6xf32>
    %18 = chlo.erfc %17 : tensor<2x8x4x6x6xf32> -> tensor<2x8x4x6x6xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<2x8x4x6x6xf32>
    return %19 : tensor<2x8x4x6x6xf32>
  }
  func.func private @_where(%arg0: tensor<2x8x4x6x6xi1>, %arg1: tensor<2x8x4x6x6xf32>, %arg2: tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x4x6x6xi1>, tensor<2x8x4x6x6xf32>
    return %0 : tensor<2x8x4x6x6xf32>
  }
  func.func private @clip(%arg0: tensor<2x8x4x6x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x4x6x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x4x6x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x4x6x6xf32>
    return %5 : tensor<2x8x4x6x6xf32>
  }
}
