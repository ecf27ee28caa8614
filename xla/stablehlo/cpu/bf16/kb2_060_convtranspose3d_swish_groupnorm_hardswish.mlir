module @jit_kb2_060_convtranspose3d_swish_groupnorm_hardswish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x8x32x32xbf16>, %arg1: tensor<3x16x3x3x3xbf16>, %arg2: tensor<16xbf16>) -> (tensor<4x16x15x63x63xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xbf16>) -> tensor<1x3x16x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xbf16>) -> tensor<1x16x3x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x8x32x32xbf16>, tensor<16x3x3x3x3xbf16>) -> tensor<4x16x15x63x63xf32>
    %5 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %6 = stablehlo.reshape %5 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x15x63x63xf32>
    %8 = stablehlo.add %4, %7 : tensor<4x16x15x63x63xf32>
    %9 = call @silu(%8) : (tensor<4x16x15x63x63xf32>) -> tensor<4x16x15x63x63xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x16x15x63x63xf32>) -> tensor<4x4x4x15x63x63xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x4x4x15x63x63xf32>, tensor<f32>) -> tensor<4x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.381400e+05> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x4x1x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x4x1x1x1x1xf32>) -> tensor<4x4x4x15x63x63xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<4x4x4x15x63x63xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<4x4x4x15x63x63xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x4x4x15x63x63xf32>, tensor<f32>) -> tensor<4x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.381400e+05> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4x4x1x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x4x1x1x1x1xf32>
    %24 = stablehlo.sqrt %23 : tensor<4x4x1x1x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x4x1x1x1x1xf32>) -> tensor<4x4x4x15x63x63xf32>
    %26 = stablehlo.divide %16, %25 : tensor<4x4x4x15x63x63xf32>
    %27 = stablehlo.reshape %26 : (tensor<4x4x4x15x63x63xf32>) -> tensor<4x16x15x63x63xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %29 = stablehlo.add %27, %28 : tensor<4x16x15x63x63xf32>
    %cst_5 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %31 = stablehlo.divide %29, %30 : tensor<4x16x15x63x63xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = call @clip(%31, %cst_6, %cst_7) : (tensor<4x16x15x63x63xf32>, tensor<f32>, tensor<f32>) -> tensor<4x16x15x63x63xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<4x16x15x63x63xf32>
    %34 = stablehlo.convert %33 : (tensor<4x16x15x63x63xf32>) -> tensor<4x16x15x63x63xbf16>
    return %34 : tensor<4x16x15x63x63xbf16>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xbf16>
    return %0 : tensor<16x3x3x3x3xbf16>
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
