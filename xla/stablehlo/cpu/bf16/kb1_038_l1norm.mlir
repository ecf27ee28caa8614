module @jit_kb1_038_l1norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.abs %0 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4096x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x4096xf32>
    %7 = stablehlo.divide %0, %6 : tensor<4096x4096xf32>
    %8 = stablehlo.convert %7 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %8 : tensor<4096x4096xbf16>
  }
}
