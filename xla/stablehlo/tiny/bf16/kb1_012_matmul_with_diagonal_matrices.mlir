module @jit_kb1_012_matmul_with_diagonal_matrices attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xbf16>, %arg1: tensor<256x256xbf16>) -> (tensor<256x256xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<256xbf16>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %2 = stablehlo.convert %arg1 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<256x256xf32>
    %5 = stablehlo.convert %4 : (tensor<256x256xf32>) -> tensor<256x256xbf16>
    return %5 : tensor<256x256xbf16>
  }
}
