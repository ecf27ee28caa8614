module @jit_kb1_008_matmul_with_irregular_shapes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1025x737xbf16>, %arg1: tensor<737x1481xbf16>) -> (tensor<1025x1481xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1025x737xbf16>, tensor<737x1481xbf16>) -> tensor<1025x1481xf32>
    %1 = stablehlo.convert %0 : (tensor<1025x1481xf32>) -> tensor<1025x1481xbf16>
    return %1 : tensor<1025x1481xbf16>
  }
}
