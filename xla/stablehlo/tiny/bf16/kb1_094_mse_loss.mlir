module @jit_kb1_094_mse_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xbf16>, %arg1: tensor<16x64xbf16>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<16x64xf32>
    %3 = chlo.square %2 : tensor<16x64xf32> -> tensor<16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_0 : tensor<f32>
    %6 = stablehlo.reshape %5 : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.convert %6 : (tensor<1xf32>) -> tensor<1xbf16>
    return %7 : tensor<1xbf16>
  }
}
