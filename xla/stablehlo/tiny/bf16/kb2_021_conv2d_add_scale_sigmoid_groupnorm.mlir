module @jit_kb2_021_conv2d_add_scale_sigmoid_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x10x10xbf16>, %arg1: tensor<8x4x3x3xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>, %arg4: tensor<8xbf16>) -> (tensor<2x8x8x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x10x10xbf16>, tensor<8x4x3x3xbf16>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x8x8xf32>
    %5 = stablehlo.convert %arg3 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x8x8xf32>
    %9 = stablehlo.convert %arg4 : (tensor<8xbf16>) -> tensor<8xf32>
    %10 = stablehlo.reshape %9 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %12 = stablehlo.multiply %8, %11 : tensor<2x8x8x8xf32>
    %13 = stablehlo.negate %12 : tensor<2x8x8x8xf32>
    %14 = stablehlo.exponential %13 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %16 = stablehlo.add %15, %14 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x8x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x8x8xf32>) -> tensor<2x4x2x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x4x2x8x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<2x4x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x1x1xf32>) -> tensor<2x4x2x8x8xf32>
    %25 = stablehlo.subtract %19, %24 : tensor<2x4x2x8x8xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<2x4x2x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x4x2x8x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x4x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x4x1x1x1xf32>
    %33 = stablehlo.sqrt %32 : tensor<2x4x1x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x1x1xf32>) -> tensor<2x4x2x8x8xf32>
    %35 = stablehlo.divide %25, %34 : tensor<2x4x2x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x2x8x8xf32>) -> tensor<2x8x8x8xf32>
    %37 = stablehlo.convert %36 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xbf16>
    return %37 : tensor<2x8x8x8xbf16>
  }
}
