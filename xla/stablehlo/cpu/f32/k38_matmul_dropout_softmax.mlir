module @jit_k38_matmul_dropout_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<2048x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %4 = stablehlo.add %1, %3 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2048x2048xf32>
    %11 = stablehlo.exponential %10 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %15 = stablehlo.divide %11, %14 : tensor<2048x2048xf32>
    return %15 : tensor<2048x2048xf32>
  }
}
