module @jit_k34_conv2d_activation_batchnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64x16x20xf32>, %arg1: tensor<32x64x3x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>) -> (tensor<3x32x14x18xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x64x16x20xf32>, tensor<32x64x3x3xf32>) -> tensor<3x32x14x18xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<3x32x14x18xf32>
    %4 = stablehlo.add %0, %3 : tensor<3x32x14x18xf32>
    %5 = call @softplus(%4) : (tensor<3x32x14x18xf32>) -> tensor<3x32x14x18xf32>
    %6 = stablehlo.tanh %5 : tensor<3x32x14x18xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<3x32x14x18xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<3x32x14x18xf32>, tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %cst_0 = stablehlo.constant dense<7.560000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x32x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<3x32x14x18xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<3x32x14x18xf32>
    %14 = chlo.square %13 : tensor<3x32x14x18xf32> -> tensor<3x32x14x18xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<3x32x14x18xf32>, tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %cst_2 = stablehlo.constant dense<7.560000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %18 = stablehlo.divide %16, %17 : tensor<1x32x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<3x32x14x18xf32>
    %20 = stablehlo.subtract %7, %19 : tensor<3x32x14x18xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<1x32x1x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<1x32x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<3x32x14x18xf32>
    %25 = stablehlo.multiply %20, %24 : tensor<3x32x14x18xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<3x32x14x18xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<3x32x14x18xf32>
    %30 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<3x32x14x18xf32>
    %33 = stablehlo.add %29, %32 : tensor<3x32x14x18xf32>
    return %33 : tensor<3x32x14x18xf32>
  }
  func.func private @softplus(%arg0: tensor<3x32x14x18xf32>) -> tensor<3x32x14x18xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x14x18xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x32x14x18xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x14x18xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x32x14x18xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x32x14x18xf32>, tensor<3x32x14x18xf32>) -> tensor<3x32x14x18xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x14x18xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x32x14x18xf32>
    %7 = stablehlo.abs %3 : tensor<3x32x14x18xf32>
    %8 = stablehlo.negate %7 : tensor<3x32x14x18xf32>
    %9 = stablehlo.exponential %8 : tensor<3x32x14x18xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x32x14x18xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x32x14x18xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x32x14x18xi1>, tensor<3x32x14x18xf32>
    return %12 : tensor<3x32x14x18xf32>
  }
}
