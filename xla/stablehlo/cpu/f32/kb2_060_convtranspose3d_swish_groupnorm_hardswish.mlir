module @jit_kb2_060_convtranspose3d_swish_groupnorm_hardswish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x8x32x32xf32>, %arg1: tensor<3x16x3x3x3xf32>, %arg2: tensor<16xf32>) -> (tensor<4x16x15x63x63xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xf32>) -> tensor<1x3x16x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xf32>) -> tensor<1x16x3x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x8x32x32xf32>, tensor<16x3x3x3x3xf32>) -> tensor<4x16x15x63x63xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x15x63x63xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x16x15x63x63xf32>
    %8 = call @silu(%7) : (tensor<4x16x15x63x63xf32>) -> tensor<4x16x15x63x63xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x16x15x63x63xf32>) -> tensor<4x4x4x15x63x63xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x4x4x15x63x63xf32>, tensor<f32>) -> tensor<4x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.381400e+05> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x4x1x1x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x4x1x1x1x1xf32>) -> tensor<4x4x4x15x63x63xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<4x4x4x15x63x63xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<4x4x4x15x63x63xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x4x4x15x63x63xf32>, tensor<f32>) -> tensor<4x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.381400e+05> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<4x4x1x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<4x4x1x1x1x1xf32>
    %23 = stablehlo.sqrt %22 : tensor<4x4x1x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x4x1x1x1x1xf32>) -> tensor<4x4x4x15x63x63xf32>
    %25 = stablehlo.divide %15, %24 : tensor<4x4x4x15x63x63xf32>
    %26 = stablehlo.reshape %25 : (tensor<4x4x4x15x63x63xf32>) -> tensor<4x16x15x63x63xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %28 = stablehlo.add %26, %27 : tensor<4x16x15x63x63xf32>
    %cst_5 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %30 = stablehlo.divide %28, %29 : tensor<4x16x15x63x63xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = call @clip(%30, %cst_6, %cst_7) : (tensor<4x16x15x63x63xf32>, tensor<f32>, tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<4x16x15x63x63xf32>
    return %32 : tensor<4x16x15x63x63xf32>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xf32>
    return %0 : tensor<16x3x3x3x3xf32>
  }
  func.func private @silu(%arg0: tensor<4x16x15x63x63xf32>) -> tensor<4x16x15x63x63xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x16x15x63x63xf32>
    %1 = stablehlo.exponential %0 : tensor<4x16x15x63x63xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x16x15x63x63xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x16x15x63x63xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x16x15x63x63xf32>
    return %6 : tensor<4x16x15x63x63xf32>
  }
  func.func private @clip(%arg0: tensor<4x16x15x63x63xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x16x15x63x63xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x16x15x63x63xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x16x15x63x63xf32>
    return %5 : tensor<4x16x15x63x63xf32>
  }
}
