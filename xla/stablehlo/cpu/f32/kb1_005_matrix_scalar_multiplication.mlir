module @jit_kb1_005_matrix_scalar_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<3.140000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4096x4096xf32>
    return %1 : tensor<4096x4096xf32>
  }
}
