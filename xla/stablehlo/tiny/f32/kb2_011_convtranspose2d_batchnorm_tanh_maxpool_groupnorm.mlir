module @jit_kb2_011_convtranspose2d_batchnorm_tanh_maxpool_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xf32>, %arg1: tensor<4x8x5x5xf32>) -> (tensor<2x8x4x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x5x5xf32>) -> tensor<1x4x8x5x5xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x5x5xf32>) -> tensor<1x8x4x5x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x5x5xf32>) -> tensor<8x4x5x5xf32>
    %3 = call @_flip(%2) : (tensor<8x4x5x5xf32>) -> tensor<8x4x5x5xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6xf32>, tensor<8x4x5x5xf32>) -> tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x8x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x8x8x8xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<1x8x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<1x8x1x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<1x8x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %20 = stablehlo.divide %10, %19 : tensor<2x8x8x8xf32>
    %21 = stablehlo.tanh %20 : tensor<2x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = "stablehlo.reduce_window"(%21, %cst_4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %41 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %41 : tensor<f32>
    }) : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x4x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x4x4xf32>) -> tensor<2x4x2x4x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x4x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1x1x1xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<2x4x1x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x1x1xf32>) -> tensor<2x4x2x4x4xf32>
    %29 = stablehlo.subtract %23, %28 : tensor<2x4x2x4x4xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<2x4x2x4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x4x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1x1x1xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<2x4x1x1x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x4x1x1x1xf32>
    %37 = stablehlo.sqrt %36 : tensor<2x4x1x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x1x1xf32>) -> tensor<2x4x2x4x4xf32>
    %39 = stablehlo.divide %29, %38 : tensor<2x4x2x4x4xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x2x4x4xf32>) -> tensor<2x8x4x4xf32>
    return %40 : tensor<2x8x4x4xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x5x5xf32>) -> tensor<8x4x5x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x5x5xf32>
    return %0 : tensor<8x4x5x5xf32>
  }
}
