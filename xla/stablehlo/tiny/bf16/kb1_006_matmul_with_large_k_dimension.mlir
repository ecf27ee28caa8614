module @jit_kb1_006_matmul_with_large_k_dimension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x4096xbf16>, %arg1: tensor<4096x16xbf16>) -> (tensor<16x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x4096xbf16>, tensor<4096x16xbf16>) -> tensor<16x16xf32>
    %1 = stablehlo.convert %0 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    return %1 : tensor<16x16xbf16>
  }
}
