module @jit_kb1_011_4d_tensor_matrix_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x64x256xbf16>, %arg1: tensor<256x768xbf16>) -> (tensor<2x16x64x768xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [3] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x16x64x768xf32>
    %1 = stablehlo.convert %0 : (tensor<2x16x64x768xf32>) -> tensor<2x16x64x768xbf16>
    return %1 : tensor<2x16x64x768xbf16>
  }
}
