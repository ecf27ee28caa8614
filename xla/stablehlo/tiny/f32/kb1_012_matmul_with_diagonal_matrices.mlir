module @jit_kb1_012_matmul_with_diagonal_matrices attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<256x256xf32>) -> (tensor<256x256xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
}
