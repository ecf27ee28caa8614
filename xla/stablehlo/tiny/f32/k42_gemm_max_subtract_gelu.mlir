module @jit_k42_gemm_max_subtract_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<32x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xf32>, tensor<2048x2048xf32>) -> tensor<32x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x1xf32>, tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x1xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<32x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32x1xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<32x1xf32>
    %16 = stablehlo.add %11, %15 : tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<32x1xf32>
    %19 = stablehlo.tanh %18 : tensor<32x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %21 = stablehlo.add %20, %19 : tensor<32x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<32x1xf32>
    %24 = stablehlo.multiply %11, %23 : tensor<32x1xf32>
    return %24 : tensor<32x1xf32>
  }
}
