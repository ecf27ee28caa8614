module @jit_kb2_051_gemm_subtract_globalavgpool_logsumexp_gelu_residualadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>) -> (tensor<512x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<512x2048xf32>
    %5 = stablehlo.convert %arg3 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %8 = stablehlo.subtract %4, %7 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<512x1xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<512x1xf32>
    %15 = stablehlo.negate %12 : tensor<512x1xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<512x1xf32>
    %18 = chlo.erfc %17 : tensor<512x1xf32> -> tensor<512x1xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<512x1xf32>
    %20 = stablehlo.convert %arg0 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %22 = stablehlo.add %20, %21 : tensor<512x2048xf32>
    %23 = stablehlo.convert %22 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    return %23 : tensor<512x2048xbf16>
  }
}
