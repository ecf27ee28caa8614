module @jit_kb1_047_sum_reduction_over_a_dimension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x1024x1023xf32>) -> (tensor<16x1023xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x1024x1023xf32>, tensor<f32>) -> tensor<16x1023xf32>
    return %0 : tensor<16x1023xf32>
  }
}
