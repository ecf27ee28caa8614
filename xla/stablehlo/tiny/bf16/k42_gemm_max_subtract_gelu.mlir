module @jit_k42_gemm_max_subtract_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<32x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<32x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x1xf32>, tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<32x1xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<32x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<32x1xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<32x1xf32>
    %17 = stablehlo.add %12, %16 : tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<32x1xf32>
    %20 = stablehlo.tanh %19 : tensor<32x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %22 = stablehlo.add %21, %20 : tensor<32x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x1xf32>
    %25 = stablehlo.multiply %12, %24 : tensor<32x1xf32>
    %26 = stablehlo.convert %25 : (tensor<32x1xf32>) -> tensor<32x1xbf16>
    return %26 : tensor<32x1xbf16>
  }
}
