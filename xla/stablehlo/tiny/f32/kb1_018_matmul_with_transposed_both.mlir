module @jit_kb1_018_matmul_with_transposed_both attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x32xf32>, %arg1: tensor<64x128xf32>) -> (tensor<32x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
}
