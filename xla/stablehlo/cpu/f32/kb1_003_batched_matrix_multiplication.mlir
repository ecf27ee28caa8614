module @jit_kb1_003_batched_matrix_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256x512xf32>, %arg1: tensor<8x512x1024xf32>) -> (tensor<8x256x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x256x512xf32>, tensor<8x512x1024xf32>) -> tensor<8x256x1024xf32>
    return %0 : tensor<8x256x1024xf32>
  }
}
