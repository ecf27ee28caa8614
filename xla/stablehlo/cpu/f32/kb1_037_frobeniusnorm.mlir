module @jit_kb1_037_frobeniusnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64x128x128xf32>) -> (tensor<16x64x128x128xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16x64x128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<16x64x128x128xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<16x64x128x128xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<16x64x128x128xf32>
    return %4 : tensor<16x64x128x128xf32>
  }
}
