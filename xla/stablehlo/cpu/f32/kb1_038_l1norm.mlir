module @jit_kb1_038_l1norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.abs %arg0 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4096x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x4096xf32>
    %6 = stablehlo.divide %arg0, %5 : tensor<4096x4096xf32>
    return %6 : tensor<4096x4096xf32>
  }
}
