module @jit_kb1_022_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x512xbf16>) -> (tensor<32x512xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<32x512xbf16>) -> tensor<32x512xf32>
    %1 = stablehlo.tanh %0 : tensor<32x512xf32>
    %2 = stablehlo.convert %1 : (tensor<32x512xf32>) -> tensor<32x512xbf16>
    return %2 : tensor<32x512xbf16>
  }
}
