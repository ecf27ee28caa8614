module @jit_kb1_048_mean_reduction_over_a_dimension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x255xbf16>) -> (tensor<4x255xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x255xbf16>) -> tensor<4x64x255xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x64x255xf32>, tensor<f32>) -> tensor<4x255xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x255xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x255xf32>
    %4 = stablehlo.convert %3 : (tensor<4x255xf32>) -> tensor<4x255xbf16>
    return %4 : tensor<4x255xbf16>
  }
}
