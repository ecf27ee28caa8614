module @jit_kb1_037_frobeniusnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64x128x128xbf16>) -> (tensor<16x64x128x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64x128x128xbf16>) -> tensor<16x64x128x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x64x128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<16x64x128x128xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.sqrt %2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x64x128x128xf32>
    %5 = stablehlo.divide %0, %4 : tensor<16x64x128x128xf32>
    %6 = stablehlo.convert %5 : (tensor<16x64x128x128xf32>) -> tensor<16x64x128x128xbf16>
    return %6 : tensor<16x64x128x128xbf16>
  }
}
