module @jit_kb2_058_convtranspose3d_logsumexp_hardswish_subtract_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x8x32x32xf32>, %arg1: tensor<3x16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<1xf32>) -> (tensor<4x1x15x63x63xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xf32>) -> tensor<1x3x16x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xf32>) -> tensor<1x16x3x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x8x32x32xf32>, tensor<16x3x3x3x3xf32>) -> tensor<4x16x15x63x63xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x15x63x63xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x16x15x63x63xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16x15x63x63xf32>, tensor<f32>) -> tensor<4x15x63x63xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x15x63x63xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<4x15x63x63xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3, 4] : (tensor<4x15x63x63xf32>) -> tensor<4x1x15x63x63xf32>
    %12 = stablehlo.is_finite %11 : (tensor<4x1x15x63x63xf32>) -> tensor<4x1x15x63x63xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %14 = stablehlo.select %12, %11, %13 : tensor<4x1x15x63x63xi1>, tensor<4x1x15x63x63xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<4x1x15x63x63xf32>) -> tensor<4x16x15x63x63xf32>
    %16 = stablehlo.subtract %7, %15 : tensor<4x16x15x63x63xf32>
    %17 = stablehlo.exponential %16 : tensor<4x16x15x63x63xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x16x15x63x63xf32>, tensor<f32>) -> tensor<4x15x63x63xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 2, 3, 4] : (tensor<4x15x63x63xf32>) -> tensor<4x1x15x63x63xf32>
    %20 = stablehlo.sign %19 : tensor<4x1x15x63x63xf32>
    %21 = stablehlo.abs %19 : tensor<4x1x15x63x63xf32>
    %22 = stablehlo.log %21 : tensor<4x1x15x63x63xf32>
    %23 = stablehlo.add %22, %14 : tensor<4x1x15x63x63xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %25 = stablehlo.add %23, %24 : tensor<4x1x15x63x63xf32>
    %26 = stablehlo.negate %25 : tensor<4x1x15x63x63xf32>
    %27 = stablehlo.exponential %26 : tensor<4x1x15x63x63xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %29 = stablehlo.add %28, %27 : tensor<4x1x15x63x63xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %31 = stablehlo.divide %30, %29 : tensor<4x1x15x63x63xf32>
    %32 = stablehlo.multiply %23, %31 : tensor<4x1x15x63x63xf32>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x1x15x63x63xf32>
    %34 = stablehlo.divide %32, %33 : tensor<4x1x15x63x63xf32>
    %35 = stablehlo.reshape %arg3 : (tensor<1xf32>) -> tensor<1x1x1x1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<4x1x15x63x63xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<4x1x15x63x63xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = call @clip(%37, %cst_7, %cst_8) : (tensor<4x1x15x63x63xf32>, tensor<f32>, tensor<f32>) -> tensor<4x1x15x63x63xf32>
    return %38 : tensor<4x1x15x63x63xf32>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xf32>) -> tensor<16x3x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xf32>
    return %0 : tensor<16x3x3x3x3xf32>
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
