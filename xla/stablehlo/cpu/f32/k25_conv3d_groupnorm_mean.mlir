module @jit_k25_conv3d_groupnorm_mean attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x24x32x32xf32>, %arg1: tensor<24x3x3x3x3xf32>, %arg2: tensor<24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<24xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<32x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) -> tensor<32x24x22x30x30xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<24xf32>) -> tensor<24x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3, 4] : (tensor<24x1x1x1xf32>) -> tensor<1x24x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<32x24x22x30x30xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x24x22x30x30xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x24x22x30x30xf32>) -> tensor<32x8x59400xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x8x59400xf32>, tensor<f32>) -> tensor<32x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %cst_0 = stablehlo.constant dense<5.940000e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<32x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x59400xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x8x59400xf32>
    %12 = chlo.square %11 : tensor<32x8x59400xf32> -> tensor<32x8x59400xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x8x59400xf32>, tensor<f32>) -> tensor<32x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %cst_2 = stablehlo.constant dense<5.940000e+04> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<32x8x1xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x59400xf32>
    %18 = stablehlo.subtract %5, %17 : tensor<32x8x59400xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<32x8x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<32x8x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x59400xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<32x8x59400xf32>
    %24 = stablehlo.reshape %23 : (tensor<32x8x59400xf32>) -> tensor<32x24x22x30x30xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<24xf32>) -> tensor<24x1x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3, 4] : (tensor<24x1x1x1xf32>) -> tensor<1x24x1x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<32x24x22x30x30xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<32x24x22x30x30xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<24xf32>) -> tensor<24x1x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2, 3, 4] : (tensor<24x1x1x1xf32>) -> tensor<1x24x1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<32x24x22x30x30xf32>
    %32 = stablehlo.add %28, %31 : tensor<32x24x22x30x30xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_4) applies stablehlo.add across dimensions = [1, 2, 3, 4] : (tensor<32x24x22x30x30xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_5 = stablehlo.constant dense<4.752000e+05> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %35 = stablehlo.divide %33, %34 : tensor<32xf32>
    return %35 : tensor<32xf32>
  }
}
