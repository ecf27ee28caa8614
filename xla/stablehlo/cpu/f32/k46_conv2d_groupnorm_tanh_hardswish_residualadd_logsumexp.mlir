module @jit_k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x128x128xf32>, %arg1: tensor<64x8x3x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>) -> (tensor<8x1x126x126xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8x128x128xf32>, tensor<64x8x3x3xf32>) -> tensor<8x64x126x126xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x126x126xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x64x126x126xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x126x126xf32>) -> tensor<8x16x63504xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x63504xf32>, tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.350400e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x63504xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x16x63504xf32>
    %12 = chlo.square %11 : tensor<8x16x63504xf32> -> tensor<8x16x63504xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x63504xf32>, tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.350400e+04> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x16x1xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x63504xf32>
    %18 = stablehlo.subtract %5, %17 : tensor<8x16x63504xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<8x16x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<8x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x63504xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<8x16x63504xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x16x63504xf32>) -> tensor<8x64x126x126xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x126x126xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<8x64x126x126xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x126x126xf32>
    %32 = stablehlo.add %28, %31 : tensor<8x64x126x126xf32>
    %33 = stablehlo.tanh %32 : tensor<8x64x126x126xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x126x126xf32>
    %35 = stablehlo.add %33, %34 : tensor<8x64x126x126xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %36 = call @clip(%35, %cst_5, %cst_6) : (tensor<8x64x126x126xf32>, tensor<f32>, tensor<f32>) -> tensor<8x64x126x126xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<8x64x126x126xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x126x126xf32>
    %39 = stablehlo.divide %37, %38 : tensor<8x64x126x126xf32>
    %40 = stablehlo.add %4, %39 : tensor<8x64x126x126xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<8x64x126x126xf32>, tensor<f32>) -> tensor<8x126x126xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x126x126xf32>
    %43 = stablehlo.maximum %42, %41 : tensor<8x126x126xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 2, 3] : (tensor<8x126x126xf32>) -> tensor<8x1x126x126xf32>
    %45 = stablehlo.is_finite %44 : (tensor<8x1x126x126xf32>) -> tensor<8x1x126x126xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x126x126xf32>
    %47 = stablehlo.select %45, %44, %46 : tensor<8x1x126x126xi1>, tensor<8x1x126x126xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<8x1x126x126xf32>) -> tensor<8x64x126x126xf32>
    %49 = stablehlo.subtract %40, %48 : tensor<8x64x126x126xf32>
    %50 = stablehlo.exponential %49 : tensor<8x64x126x126xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<8x64x126x126xf32>, tensor<f32>) -> tensor<8x126x126xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 2, 3] : (tensor<8x126x126xf32>) -> tensor<8x1x126x126xf32>
    %53 = stablehlo.sign %52 : tensor<8x1x126x126xf32>
    %54 = stablehlo.abs %52 : tensor<8x1x126x126xf32>
    %55 = stablehlo.log %54 : tensor<8x1x126x126xf32>
    %56 = stablehlo.add %55, %47 : tensor<8x1x126x126xf32>
    return %56 : tensor<8x1x126x126xf32>
  }
  func.func private @clip(%arg0: tensor<8x64x126x126xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x64x126x126xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x126x126xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x64x126x126xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x64x126x126xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x64x126x126xf32>
    return %5 : tensor<8x64x126x126xf32>
  }
}
