module @jit_k28_convtranspose3d_layernorm_gelu_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32x8x16x32xbf16>, %arg1: tensor<32x64x4x4x4xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>) -> (tensor<4x64x16x32x64xbf16> {jax.result_info = "result[0]"}) {
    %0 = call @_flip(%arg1) : (tensor<32x64x4x4x4xbf16>) -> tensor<32x64x4x4x4xbf16>
    %1 = stablehlo.convolution(%arg0, %0) dim_numbers = [b, f, 0, 1, 2]x[i, o, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x32x8x16x32xbf16>, tensor<32x64x4x4x4xbf16>) -> tensor<4x64x16x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<4x64x16x32x64xf32>, tensor<f32>) -> tensor<4x64x16x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<4x64x16x32xf32>) -> tensor<4x64x16x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x64x16x32x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<4x64x16x32x1xf32>) -> tensor<4x64x16x32x64xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<4x64x16x32x64xf32>
    %8 = chlo.square %7 : tensor<4x64x16x32x64xf32> -> tensor<4x64x16x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<4x64x16x32x64xf32>, tensor<f32>) -> tensor<4x64x16x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<4x64x16x32xf32>) -> tensor<4x64x16x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x64x16x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<4x64x16x32x1xf32>) -> tensor<4x64x16x32x64xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<4x64x16x32x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<4x64x16x32x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4x64x16x32x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4] : (tensor<4x64x16x32x1xf32>) -> tensor<4x64x16x32x64xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<4x64x16x32x64xf32>
    %20 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [4] : (tensor<64xf32>) -> tensor<1x1x1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x64xf32>) -> tensor<4x64x16x32x64xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<4x64x16x32x64xf32>
    %24 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [4] : (tensor<64xf32>) -> tensor<1x1x1x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x64xf32>) -> tensor<4x64x16x32x64xf32>
    %27 = stablehlo.add %23, %26 : tensor<4x64x16x32x64xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<4x64x16x32x64xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4x64x16x32x64xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x64xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<4x64x16x32x64xf32>
    %32 = stablehlo.add %27, %31 : tensor<4x64x16x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x64xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<4x64x16x32x64xf32>
    %35 = stablehlo.tanh %34 : tensor<4x64x16x32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x64xf32>
    %37 = stablehlo.add %36, %35 : tensor<4x64x16x32x64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x64xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<4x64x16x32x64xf32>
    %40 = stablehlo.multiply %27, %39 : tensor<4x64x16x32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x64x16x32x64xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<4x64x16x32x64xf32>
    %43 = stablehlo.convert %42 : (tensor<4x64x16x32x64xf32>) -> tensor<4x64x16x32x64xbf16>
    return %43 : tensor<4x64x16x32x64xbf16>
  }
  func.func private @_flip(%arg0: tensor<32x64x4x4x4xbf16>) -> tensor<32x64x4x4x4xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<32x64x4x4x4xbf16>
    return %0 : tensor<32x64x4x4x4xbf16>
  }
}
