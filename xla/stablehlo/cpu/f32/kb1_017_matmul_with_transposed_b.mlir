module @jit_kb1_017_matmul_with_transposed_b attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<1024x2048xf32>) -> (tensor<512x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
    return %1 : tensor<512x1024xf32>
  }
}
