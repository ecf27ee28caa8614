module @jit_kb1_018_matmul_with_transposed_both attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x512xf32>, %arg1: tensor<1024x2048xf32>) -> (tensor<512x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
    return %2 : tensor<512x1024xf32>
  }
}
