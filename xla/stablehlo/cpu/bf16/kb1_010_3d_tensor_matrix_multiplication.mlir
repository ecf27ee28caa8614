module @jit_kb1_010_3d_tensor_matrix_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256x1024xbf16>, %arg1: tensor<1024x768xbf16>) -> (tensor<4x256x768xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x1024xbf16>, tensor<1024x768xbf16>) -> tensor<4x256x768xf32>
    %1 = stablehlo.convert %0 : (tensor<4x256x768xf32>) -> tensor<4x256x768xbf16>
    return %1 : tensor<4x256x768xbf16>
  }
}
