module @jit_kb2_090_conv3d_leakyrelu_sum_clamp_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xbf16>, %arg1: tensor<8x3x3x3x3xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>) -> (tensor<2x8x4x6x6xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xbf16>, tensor<8x3x3x3x3xbf16>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %6 = stablehlo.compare GT, %4, %5, FLOAT : (tensor<2x8x4x6x6xf32>, tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xi1>
    %cst_0 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %8 = stablehlo.multiply %7, %4 : tensor<2x8x4x6x6xf32>
    %9 = call @_where(%6, %4, %8) : (tensor<2x8x4x6x6xi1>, tensor<2x8x4x6x6xf32>, tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32>
    %10 = stablehlo.convert %arg3 : (tensor<8xbf16>) -> tensor<8xf32>
    %11 = stablehlo.reshape %10 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x8x4x6x6xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = call @clip(%13, %cst_1, %cst_2) : (tensor<2x8x4x6x6xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x8x4x6x6xf32>
    %17 = stablehlo.negate %14 : tensor<2x8x4x6x6xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x8x4x6x6xf32>
    %20 = chlo.erfc %19 : tensor<2x8x4x6x6xf32> -> tensor<2x8x4x6x6xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<2x8x4x6x6xf32>
    %22 = stablehlo.convert %21 : (tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xbf16>
    return %22 : tensor<2x8x4x6x6xbf16>
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
