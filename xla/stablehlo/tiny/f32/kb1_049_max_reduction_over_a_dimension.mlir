module @jit_kb1_049_max_reduction_over_a_dimension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x255xf32>) -> (tensor<4x255xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64x255xf32>, tensor<f32>) -> tensor<4x255xf32>
    return %0 : tensor<4x255xf32>
  }
}
