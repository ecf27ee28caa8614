module @jit_k50_matmul_gelu_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<2048x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<2048x2048xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<2048x2048xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<2048x2048xf32>
    %9 = stablehlo.add %4, %8 : tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<2048x2048xf32>
    %12 = stablehlo.tanh %11 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %14 = stablehlo.add %13, %12 : tensor<2048x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2048x2048xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<2048x2048xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<2048xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<2048x2048xf32>
    %24 = stablehlo.exponential %23 : tensor<2048x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %28 = stablehlo.divide %24, %27 : tensor<2048x2048xf32>
    %29 = stablehlo.convert %28 : (tensor<2048x2048xf32>) -> tensor<2048x2048xbf16>
    return %29 : tensor<2048x2048xbf16>
  }
}
