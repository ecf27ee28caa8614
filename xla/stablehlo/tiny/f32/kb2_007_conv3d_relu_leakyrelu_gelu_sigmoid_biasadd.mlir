module @jit_kb2_007_conv3d_relu_leakyrelu_gelu_sigmoid_biasadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xf32>, %arg1: tensor<8x3x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<2x8x4x6x6xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xf32>, tensor<8x3x3x3x3xf32>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x4x6x6xf32>
    %4 = call @relu(%3) : (tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %6 = stablehlo.compare GT, %4, %5, FLOAT : (tensor<2x8x4x6x6xf32>, tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xi1>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %8 = stablehlo.multiply %7, %4 : tensor<2x8x4x6x6xf32>
    %9 = call @_where(%6, %4, %8) : (tensor<2x8x4x6x6xi1>, tensor<2x8x4x6x6xf32>, tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<2x8x4x6x6xf32>
    %12 = stablehlo.negate %9 : tensor<2x8x4x6x6xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x4x6x6xf32>
    %15 = chlo.erfc %14 : tensor<2x8x4x6x6xf32> -> tensor<2x8x4x6x6xf32>
    %16 = stablehlo.multiply %11, %15 : tensor<2x8x4x6x6xf32>
    %17 = stablehlo.negate %16 : tensor<2x8x4x6x6xf32>
    %18 = stablehlo.exponential %17 : tensor<2x8x4x6x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %20 = stablehlo.add %19, %18 : tensor<2x8x4x6x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %22 = stablehlo.divide %21, %20 : tensor<2x8x4x6x6xf32>
    %23 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x8x4x6x6xf32>
    return %25 : tensor<2x8x4x6x6xf32>
  }
  func.func private @relu(%arg0: tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x4x6x6xf32>
    return %1 : tensor<2x8x4x6x6xf32>
  }
  func.func private @_where(%arg0: tensor<2x8x4x6x6xi1>, %arg1: tensor<2x8x4x6x6xf32>, %arg2: tensor<2x8x4x6x6xf32>) -> tensor<2x8x4x6x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x4x6x6xi1>, tensor<2x8x4x6x6xf32>
    return %0 : tensor<2x8x4x6x6xf32>
  }
}
