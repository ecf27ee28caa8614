module @jit_kb2_058_convtranspose3d_logsumexp_hardswish_subtract_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x8x32x32xbf16>, %arg1: tensor<3x16x3x3x3xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<1xbf16>) -> (tensor<4x1x15x63x63xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xbf16>) -> tensor<1x3x16x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xbf16>) -> tensor<1x16x3x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x8x32x32xbf16>, tensor<16x3x3x3x3xbf16>) -> tensor<4x16x15x63x63xf32>
    %5 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %6 = stablehlo.reshape %5 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x15x63x63xf32>
    %8 = stablehlo.add %4, %7 : tensor<4x16x15x63x63xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16x15x63x63xf32>, tensor<f32>) -> tensor<4x15x63x63xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x15x63x63xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<4x15x63x63xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3, 4] : (tensor<4x15x63x63xf32>) -> tensor<4x1x15x63x63xf32>
    %13 = stablehlo.is_finite %12 : (tensor<4x1x15x63x63xf32>) -> tensor<4x1x15x63x63xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<4x1x15x63x63xi1>, tensor<4x1x15x63x63xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<4x1x15x63x63xf32>) -> tensor<4x16x15x63x63xf32>
    %17 = stablehlo.subtract %8, %16 : tensor<4x16x15x63x63xf32>
    %18 = stablehlo.exponential %17 : tensor<4x16x15x63x63xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x16x15x63x63xf32>, tensor<f32>) -> tensor<4x15x63x63xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2, 3, 4] : (tensor<4x15x63x63xf32>) -> tensor<4x1x15x63x63xf32>
    %21 = stablehlo.sign %20 : tensor<4x1x15x63x63xf32>
    %22 = stablehlo.abs %20 : tensor<4x1x15x63x63xf32>
    %23 = stablehlo.log %22 : tensor<4x1x15x63x63xf32>
    %24 = stablehlo.add %23, %15 : tensor<4x1x15x63x63xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %26 = stablehlo.add %24, %25 : tensor<4x1x15x63x63xf32>
    %27 = stablehlo.negate %26 : tensor<4x1x15x63x63xf32>
    %28 = stablehlo.exponential %27 : tensor<4x1x15x63x63xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %30 = stablehlo.add %29, %28 : tensor<4x1x15x63x63xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %32 = stablehlo.divide %31, %30 : tensor<4x1x15x63x63xf32>
    %33 = stablehlo.multiply %24, %32 : tensor<4x1x15x63x63xf32>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %35 = stablehlo.divide %33, %34 : tensor<4x1x15x63x63xf32>
    %36 = stablehlo.convert %arg3 : (tensor<1xbf16>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<1x1x1x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<4x1x15x63x63xf32>
    %39 = stablehlo.subtract %35, %38 : tensor<4x1x15x63x63xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = call @clip(%39, %cst_7, %cst_8) : (tensor<4x1x15x63x63xf32>, tensor<f32>, tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %41 = stablehlo.convert %40 : (tensor<4x1x15x63x63xf32>) -> tensor<4x1x15x63x63xbf16>
    return %41 : tensor<4x1x15x63x63xbf16>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xbf16>
    return %0 : tensor<16x3x3x3x3xbf16>
  }
  func.func private @clip(%arg0: tensor<4x1x15x63x63xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x1x15x63x63xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x1x15x63x63xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x1x15x63x63xf32>
    return %5 : tensor<4x1x15x63x63xf32>
  }
}
