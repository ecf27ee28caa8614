module @jit_k50_matmul_gelu_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<32x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xf32>, tensor<2048x2048xf32>) -> tensor<32x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x2048xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<32x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<32x2048xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x2048xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<32x2048xf32>
    %8 = stablehlo.add %3, %7 : tensor<32x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x2048xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x2048xf32>
    %11 = stablehlo.tanh %10 : tensor<32x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x2048xf32>
    %13 = stablehlo.add %12, %11 : tensor<32x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x2048xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<32x2048xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<32x2048xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<32x2048xf32>
    %23 = stablehlo.exponential %22 : tensor<32x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %27 = stablehlo.divide %23, %26 : tensor<32x2048xf32>
    return %27 : tensor<32x2048xf32>
  }
}
