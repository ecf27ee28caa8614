module @jit_kb1_039_l2norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %4 = stablehlo.sqrt %3 : tensor<4096x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x4096xf32>
    %6 = stablehlo.divide %0, %5 : tensor<4096x4096xf32>
    %7 = stablehlo.convert %6 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %7 : tensor<4096x4096xbf16>
  }
}
