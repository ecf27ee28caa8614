module @jit_kb1_003_batched_matrix_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x32xbf16>, %arg1: tensor<4x32x64xbf16>) -> (tensor<4x16x64xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xbf16>, tensor<4x32x64xbf16>) -> tensor<4x16x64xf32>
    %1 = stablehlo.convert %0 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    return %1 : tensor<4x16x64xbf16>
  }
}
