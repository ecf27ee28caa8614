module @jit_k30_matmul_scaling_residualadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5632x1408xf32>, %arg1: tensor<1408x1408xf32>, %arg2: tensor<1408xf32>) -> (tensor<5632x1408xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5632x1408xf32>, tensor<1408x1408xf32>) -> tensor<5632x1408xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1408xf32>) -> tensor<1x1408xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<5632x1408xf32>
    %3 = stablehlo.add %0, %2 : tensor<5632x1408xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5632x1408xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<5632x1408xf32>
    %6 = stablehlo.add %5, %3 : tensor<5632x1408xf32>
    return %6 : tensor<5632x1408xf32>
  }
}
