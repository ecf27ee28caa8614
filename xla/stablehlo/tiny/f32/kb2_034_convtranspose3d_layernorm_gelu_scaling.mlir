module @jit_kb2_034_convtranspose3d_layernorm_gelu_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x2x4x4xf32>, %arg1: tensor<4x8x4x4x4xf32>) -> (tensor<2x8x4x8x8xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x4x4x4xf32>) -> tensor<1x4x8x4x4x4xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x4x4x4xf32>) -> tensor<1x8x4x4x4x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x4x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %3 = call @_flip(%2) : (tensor<8x4x4x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x2x4x4xf32>, tensor<8x4x4x4x4xf32>) -> tensor<2x8x4x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<2x8x4x8x8xf32>, tensor<f32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x8x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x4x8x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<2x8x4x8x1xf32>) -> tensor<2x8x4x8x8xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x8x4x8x8xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x8x4x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x8x4x8x8xf32>, tensor<f32>) -> tensor<2x8x4x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x8x1xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x8x4x8x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x8x4x8x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<2x8x4x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<2x8x4x8x1xf32>) -> tensor<2x8x4x8x8xf32>
    %20 = stablehlo.divide %10, %19 : tensor<2x8x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<2x8x4x8x8xf32>
    %23 = stablehlo.negate %20 : tensor<2x8x4x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x8x4x8x8xf32>
    %26 = chlo.erfc %25 : tensor<2x8x4x8x8xf32> -> tensor<2x8x4x8x8xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<2x8x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x8x4x8x8xf32>
    return %29 : tensor<2x8x4x8x8xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x4x4x4xf32>) -> tensor<8x4x4x4x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x4x4x4xf32>
    return %0 : tensor<8x4x4x4x4xf32>
  }
}
