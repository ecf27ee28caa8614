module @jit_kb1_021_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.negate %0 : tensor<4096x4096xf32>
    %2 = stablehlo.exponential %1 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.add %3, %2 : tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %6 = stablehlo.divide %5, %4 : tensor<4096x4096xf32>
    %7 = stablehlo.convert %6 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %7 : tensor<4096x4096xbf16>
  }
}
