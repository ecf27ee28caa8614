module @jit_kb1_008_matmul_with_irregular_shapes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<41x147xf32>, %arg1: tensor<147x59xf32>) -> (tensor<41x59xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<41x147xf32>, tensor<147x59xf32>) -> tensor<41x59xf32>
    return %0 : tensor<41x59xf32>
  }
}
