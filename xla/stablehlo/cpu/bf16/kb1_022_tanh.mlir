module @jit_kb1_022_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.tanh %0 : tensor<4096x4096xf32>
    %2 = stablehlo.convert %1 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %2 : tensor<4096x4096xbf16>
  }
}
