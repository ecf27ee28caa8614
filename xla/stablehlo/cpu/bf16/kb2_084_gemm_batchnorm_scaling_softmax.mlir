module @jit_kb2_084_gemm_batchnorm_scaling_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<1xbf16>) -> (tensor<512x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg4 : (tensor<1xbf16>) -> tensor<1xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x2048xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<512x2048xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x2048xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %14 = stablehlo.add %12, %13 : tensor<1x2048xf32>
    %15 = stablehlo.sqrt %14 : tensor<1x2048xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %17 = stablehlo.divide %7, %16 : tensor<512x2048xf32>
    %18 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<512x2048xf32>
    %22 = stablehlo.convert %arg3 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %25 = stablehlo.add %21, %24 : tensor<512x2048xf32>
    %26 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<512x2048xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<512xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %34 = stablehlo.subtract %28, %33 : tensor<512x2048xf32>
    %35 = stablehlo.exponential %34 : tensor<512x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %39 = stablehlo.divide %35, %38 : tensor<512x2048xf32>
    %40 = stablehlo.convert %39 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    return %40 : tensor<512x2048xbf16>
  }
}
