module @jit_k34_conv2d_activation_batchnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64x128x128xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128xbf16>) -> (tensor<3x128x126x126xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<3x128x126x126xf32>
    %1 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<3x128x126x126xf32>
    %5 = stablehlo.add %0, %4 : tensor<3x128x126x126xf32>
    %6 = call @softplus(%5) : (tensor<3x128x126x126xf32>) -> tensor<3x128x126x126xf32>
    %7 = stablehlo.tanh %6 : tensor<3x128x126x126xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<3x128x126x126xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<3x128x126x126xf32>, tensor<f32>) -> tensor<128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %cst_0 = stablehlo.constant dense<4.762800e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x128x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x128x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<3x128x126x126xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<3x128x126x126xf32>
    %15 = chlo.square %14 : tensor<3x128x126x126xf32> -> tensor<3x128x126x126xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<3x128x126x126xf32>, tensor<f32>) -> tensor<128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %cst_2 = stablehlo.constant dense<4.762800e+04> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128x1x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<1x128x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<3x128x126x126xf32>
    %21 = stablehlo.subtract %8, %20 : tensor<3x128x126x126xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x128x1x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<1x128x1x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x128x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<3x128x126x126xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<3x128x126x126xf32>
    %27 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<3x128x126x126xf32>
    %31 = stablehlo.multiply %26, %30 : tensor<3x128x126x126xf32>
    %32 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<3x128x126x126xf32>
    %36 = stablehlo.add %31, %35 : tensor<3x128x126x126xf32>
    %37 = stablehlo.convert %36 : (tensor<3x128x126x126xf32>) -> tensor<3x128x126x126xbf16>
    return %37 : tensor<3x128x126x126xbf16>
  }
  func.func private @softplus(%arg0: tensor<3x128x126x126xf32>) -> tensor<3x128x126x126xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x128x126x126xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x128x126x126xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x128x126x126xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x128x126x126xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x128x126x126xf32>, tensor<3x128x126x126xf32>) -> tensor<3x128x126x126xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x128x126x126xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x128x126x126xf32>
    %7 = stablehlo.abs %3 : tensor<3x128x126x126xf32>
    %8 = stablehlo.negate %7 : tensor<3x128x126x126xf32>
    %9 = stablehlo.exponential %8 : tensor<3x128x126x126xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x128x126x126xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x128x126x126xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x128x126x126xi1>, tensor<3x128x126x126xf32>
    return %12 : tensor<3x128x126x126xf32>
  }
}
