module @jit_kb1_039_l2norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<4096x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x4096xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<4096x4096xf32>
    return %5 : tensor<4096x4096xf32>
  }
}
