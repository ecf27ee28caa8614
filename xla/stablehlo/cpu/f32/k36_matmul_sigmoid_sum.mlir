module @jit_k36_matmul_sigmoid_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<2048x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<2048x2048xf32>
    %4 = stablehlo.negate %3 : tensor<2048x2048xf32>
    %5 = stablehlo.exponential %4 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %7 = stablehlo.add %6, %5 : tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %9 = stablehlo.divide %8, %7 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    return %11 : tensor<2048x1xf32>
  }
}
