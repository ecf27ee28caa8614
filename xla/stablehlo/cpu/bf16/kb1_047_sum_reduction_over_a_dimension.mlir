module @jit_kb1_047_sum_reduction_over_a_dimension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x1024x1023xbf16>) -> (tensor<16x1023xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x1024x1023xbf16>) -> tensor<16x1024x1023xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x1024x1023xf32>, tensor<f32>) -> tensor<16x1023xf32>
    %2 = stablehlo.convert %1 : (tensor<16x1023xf32>) -> tensor<16x1023xbf16>
    return %2 : tensor<16x1023xbf16>
  }
}
