module @jit_kb1_006_matmul_with_large_k_dimension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x65536xbf16>, %arg1: tensor<65536x128xbf16>) -> (tensor<128x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x65536xbf16>, tensor<65536x128xbf16>) -> tensor<128x128xf32>
    %1 = stablehlo.convert %0 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
}
