module @jit_kb1_094_mse_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xf32>, %arg1: tensor<16x64xf32>) -> (tensor<1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<16x64xf32>
    %1 = chlo.square %0 : tensor<16x64xf32> -> tensor<16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %3 = stablehlo.divide %2, %cst_0 : tensor<f32>
    %4 = stablehlo.reshape %3 : (tensor<f32>) -> tensor<1xf32>
    return %4 : tensor<1xf32>
  }
}
