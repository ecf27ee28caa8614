module @jit_kb1_005_matrix_scalar_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<3.140000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4096x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %3 : tensor<4096x4096xbf16>
  }
}
