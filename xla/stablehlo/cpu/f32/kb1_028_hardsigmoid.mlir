module @jit_kb1_028_hardsigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32> {jax.result_info = "result[0]"}) {
    %0 = call @hard_sigmoid(%arg0) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    return %0 : tensor<4096x4096xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4096x4096xf32>
    %2 = call @relu6(%1) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4096x4096xf32>
    return %4 : tensor<4096x4096xf32>
  }
  func.func private @relu6(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<4096x4096xf32>
    return %3 : tensor<4096x4096xf32>
  }
}
