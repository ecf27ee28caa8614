module @jit_k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x128x128xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>) -> (tensor<8x1x126x126xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8x128x128xbf16>, tensor<64x8x3x3xbf16>) -> tensor<8x64x126x126xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x126x126xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x64x126x126xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x64x126x126xf32>) -> tensor<8x16x63504xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x63504xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.350400e+04> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x63504xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<8x16x63504xf32>
    %13 = chlo.square %12 : tensor<8x16x63504xf32> -> tensor<8x16x63504xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x63504xf32>, tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.350400e+04> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x63504xf32>
    %19 = stablehlo.subtract %6, %18 : tensor<8x16x63504xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<8x16x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<8x16x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x63504xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<8x16x63504xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x16x63504xf32>) -> tensor<8x64x126x126xf32>
    %26 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x126x126xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<8x64x126x126xf32>
    %31 = stablehlo.convert %arg4 : (tensor<64xbf16>) -> tensor<64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x126x126xf32>
    %35 = stablehlo.add %30, %34 : tensor<8x64x126x126xf32>
    %36 = stablehlo.tanh %35 : tensor<8x64x126x126xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x126x126xf32>
    %38 = stablehlo.add %36, %37 : tensor<8x64x126x126xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %39 = call @clip(%38, %cst_5, %cst_6) : (tensor<8x64x126x126xf32>, tensor<f32>, tensor<f32>) -> tensor<8x64x126x126xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<8x64x126x126xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x126x126xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8x64x126x126xf32>
    %43 = stablehlo.add %5, %42 : tensor<8x64x126x126xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<8x64x126x126xf32>, tensor<f32>) -> tensor<8x126x126xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x126x126xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<8x126x126xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 2, 3] : (tensor<8x126x126xf32>) -> tensor<8x1x126x126xf32>
    %48 = stablehlo.is_finite %47 : (tensor<8x1x126x126xf32>) -> tensor<8x1x126x126xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x126x126xf32>
    %50 = stablehlo.select %48, %47, %49 : tensor<8x1x126x126xi1>, tensor<8x1x126x126xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x1x126x126xf32>) -> tensor<8x64x126x126xf32>
    %52 = stablehlo.subtract %43, %51 : tensor<8x64x126x126xf32>
    %53 = stablehlo.exponential %52 : tensor<8x64x126x126xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<8x64x126x126xf32>, tensor<f32>) -> tensor<8x126x126xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 2, 3] : (tensor<8x126x126xf32>) -> tensor<8x1x126x126xf32>
    %56 = stablehlo.sign %55 : tensor<8x1x126x126xf32>
    %57 = stablehlo.abs %55 : tensor<8x1x126x126xf32>
    %58 = stablehlo.log %57 : tensor<8x1x126x126xf32>
    %59 = stablehlo.add %58, %50 : tensor<8x1x126x126xf32>
    %60 = stablehlo.convert %59 : (tensor<8x1x126x126xf32>) -> tensor<8x1x126x126xbf16>
    return %60 : tensor<8x1x126x126xbf16>
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
