module @jit_kb1_002_standard_matrix_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x1024xbf16>) -> (tensor<512x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x1024xbf16>) -> tensor<512x1024xf32>
    %1 = stablehlo.convert %0 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    return %1 : tensor<512x1024xbf16>
  }
}
