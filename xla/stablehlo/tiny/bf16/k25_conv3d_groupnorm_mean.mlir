module @jit_k25_conv3d_groupnorm_mean attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x6x8x10xbf16>, %arg1: tensor<24x3x3x3x3xbf16>, %arg2: tensor<24xbf16>, %arg3: tensor<24xbf16>, %arg4: tensor<24xbf16>) -> (tensor<32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<32x3x6x8x10xbf16>, tensor<24x3x3x3x3xbf16>) -> tensor<32x24x4x6x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<24xbf16>) -> tensor<24xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<24xf32>) -> tensor<24x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3, 4] : (tensor<24x1x1x1xf32>) -> tensor<1x24x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<32x24x4x6x8xf32>
    %5 = stablehlo.add %0, %4 : tensor<32x24x4x6x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<32x24x4x6x8xf32>) -> tensor<32x8x576xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x8x576xf32>, tensor<f32>) -> tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %cst_0 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<32x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x576xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<32x8x576xf32>
    %13 = chlo.square %12 : tensor<32x8x576xf32> -> tensor<32x8x576xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x8x576xf32>, tensor<f32>) -> tensor<32x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %cst_2 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<32x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x576xf32>
    %19 = stablehlo.subtract %6, %18 : tensor<32x8x576xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<32x8x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<32x8x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x576xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<32x8x576xf32>
    %25 = stablehlo.reshape %24 : (tensor<32x8x576xf32>) -> tensor<32x24x4x6x8xf32>
    %26 = stablehlo.convert %arg3 : (tensor<24xbf16>) -> tensor<24xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<24xf32>) -> tensor<24x1x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3, 4] : (tensor<24x1x1x1xf32>) -> tensor<1x24x1x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<32x24x4x6x8xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<32x24x4x6x8xf32>
    %31 = stablehlo.convert %arg4 : (tensor<24xbf16>) -> tensor<24xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<24xf32>) -> tensor<24x1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3, 4] : (tensor<24x1x1x1xf32>) -> tensor<1x24x1x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<32x24x4x6x8xf32>
    %35 = stablehlo.add %30, %34 : tensor<32x24x4x6x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_4) applies stablehlo.add across dimensions = [1, 2, 3, 4] : (tensor<32x24x4x6x8xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_5 = stablehlo.constant dense<4.608000e+03> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.divide %36, %37 : tensor<32xf32>
    %39 = stablehlo.convert %38 : (tensor<32xf32>) -> tensor<32xbf16>
    return %39 : tensor<32xbf16>
  }
}
