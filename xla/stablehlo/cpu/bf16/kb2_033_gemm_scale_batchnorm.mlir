module @jit_kb2_033_gemm_scale_batchnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<2048xbf16>) -> (tensor<512x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<512x2048xf32>
    %11 = chlo.square %10 : tensor<512x2048xf32> -> tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2048xf32>
    %15 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %17 = stablehlo.subtract %4, %16 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %19 = stablehlo.add %14, %18 : tensor<2048xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2048xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %23 = stablehlo.multiply %17, %22 : tensor<512x2048xf32>
    %24 = stablehlo.convert %arg3 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %27 = stablehlo.multiply %23, %26 : tensor<512x2048xf32>
    %28 = stablehlo.convert %arg4 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %31 = stablehlo.add %27, %30 : tensor<512x2048xf32>
    %32 = stablehlo.convert %31 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    return %32 : tensor<512x2048xbf16>
  }
}
