module @jit_kb2_021_conv2d_add_scale_sigmoid_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x66x66xf32>, %arg1: tensor<32x8x3x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>) -> (tensor<16x32x64x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x8x66x66xf32>, tensor<32x8x3x3xf32>) -> tensor<16x32x64x64xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x32x64x64xf32>
    %4 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<16x32x64x64xf32>
    %7 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<16x32x64x64xf32>
    %10 = stablehlo.negate %9 : tensor<16x32x64x64xf32>
    %11 = stablehlo.exponential %10 : tensor<16x32x64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x64x64xf32>
    %13 = stablehlo.add %12, %11 : tensor<16x32x64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32x64x64xf32>
    %15 = stablehlo.divide %14, %13 : tensor<16x32x64x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x32x64x64xf32>) -> tensor<16x8x4x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x8x4x64x64xf32>, tensor<f32>) -> tensor<16x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<16x8xf32>) -> tensor<16x8x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<16x8x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<16x8x1x1x1xf32>) -> tensor<16x8x4x64x64xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<16x8x4x64x64xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<16x8x4x64x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x8x4x64x64xf32>, tensor<f32>) -> tensor<16x8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<16x8xf32>) -> tensor<16x8x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<16x8x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1xf32>
    %29 = stablehlo.add %27, %28 : tensor<16x8x1x1x1xf32>
    %30 = stablehlo.sqrt %29 : tensor<16x8x1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<16x8x1x1x1xf32>) -> tensor<16x8x4x64x64xf32>
    %32 = stablehlo.divide %22, %31 : tensor<16x8x4x64x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x8x4x64x64xf32>) -> tensor<16x32x64x64xf32>
    return %33 : tensor<16x32x64x64xf32>
  }
}
