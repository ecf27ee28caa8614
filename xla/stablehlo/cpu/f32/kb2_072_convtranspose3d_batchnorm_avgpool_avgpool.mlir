module @jit_kb2_072_convtranspose3d_batchnorm_avgpool_avgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x16x32x32xf32>, %arg1: tensor<3x16x3x3x3xf32>) -> (tensor<4x16x7x15x15xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xf32>) -> tensor<1x3x16x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xf32>) -> tensor<1x16x3x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x16x32x32xf32>, tensor<16x3x3x3x3xf32>) -> tensor<4x16x31x63x63xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<4x16x31x63x63xf32>, tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<4.921560e+05> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x1x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x16x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x31x63x63xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x16x31x63x63xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<4x16x31x63x63xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<4x16x31x63x63xf32>, tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<4.921560e+05> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x16x1x1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<1x16x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16x1x1x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<1x16x1x1x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<1x16x1x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x31x63x63xf32>
    %20 = stablehlo.divide %10, %19 : tensor<4x16x31x63x63xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = "stablehlo.reduce_window"(%20, %cst_4) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %27 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %27 : tensor<f32>
    }) : (tensor<4x16x31x63x63xf32>, tensor<f32>) -> tensor<4x16x15x31x31xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x15x31x31xf32>
    %23 = stablehlo.divide %21, %22 : tensor<4x16x15x31x31xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = "stablehlo.reduce_window"(%23, %cst_6) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %27 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %27 : tensor<f32>
    }) : (tensor<4x16x15x31x31xf32>, tensor<f32>) -> tensor<4x16x7x15x15xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16x7x15x15xf32>
    %26 = stablehlo.divide %24, %25 : tensor<4x16x7x15x15xf32>
    return %26 : tensor<4x16x7x15x15xf32>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xf32>
    return %0 : tensor<16x3x3x3x3xf32>
  }
}
