module @jit_kb2_030_gemm_groupnorm_hardtanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<2048xbf16>) -> (tensor<512x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<512x2048xf32>
    %5 = stablehlo.reshape %4 : (tensor<512x2048xf32>) -> tensor<512x16x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<512x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<512x16xf32>) -> tensor<512x16x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<512x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<512x16x1xf32>) -> tensor<512x16x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<512x16x128xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<512x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<512x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<512x16xf32>) -> tensor<512x16x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x16x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<512x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x16x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<512x16x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<512x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<512x16x1xf32>) -> tensor<512x16x128xf32>
    %21 = stablehlo.divide %11, %20 : tensor<512x16x128xf32>
    %22 = stablehlo.reshape %21 : (tensor<512x16x128xf32>) -> tensor<512x2048xf32>
    %23 = stablehlo.convert %arg3 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<512x2048xf32>
    %27 = stablehlo.convert %arg4 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %30 = stablehlo.add %26, %29 : tensor<512x2048xf32>
    %cst_4 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = call @clip(%30, %cst_4, %cst_5) : (tensor<512x2048xf32>, tensor<f32>, tensor<f32>) -> tensor<512x2048xf32>
    %32 = stablehlo.convert %31 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    return %32 : tensor<512x2048xbf16>
  }
  func.func private @clip(%arg0: tensor<512x2048xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512x2048xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<512x2048xf32>
    return %5 : tensor<512x2048xf32>
  }
}
