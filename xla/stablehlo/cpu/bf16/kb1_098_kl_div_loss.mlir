module @jit_kb1_098_kl_div_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x4096xbf16>, %arg1: tensor<2048x4096xbf16>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg1 : (tensor<2048x4096xbf16>) -> tensor<2048x4096xf32>
    %1 = stablehlo.log %0 : tensor<2048x4096xf32>
    %2 = stablehlo.convert %arg0 : (tensor<2048x4096xbf16>) -> tensor<2048x4096xf32>
    %3 = stablehlo.log %2 : tensor<2048x4096xf32>
    %4 = stablehlo.subtract %1, %3 : tensor<2048x4096xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<2048x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_0 : tensor<f32>
    %8 = stablehlo.reshape %7 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.convert %8 : (tensor<1xf32>) -> tensor<1xbf16>
    return %9 : tensor<1xbf16>
  }
}
