module @jit_kb1_038_l1norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x512xbf16>) -> (tensor<16x512xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x512xbf16>) -> tensor<16x512xf32>
    %1 = stablehlo.abs %0 : tensor<16x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x512xf32>
    %7 = stablehlo.divide %0, %6 : tensor<16x512xf32>
    %8 = stablehlo.convert %7 : (tensor<16x512xf32>) -> tensor<16x512xbf16>
    return %8 : tensor<16x512xbf16>
  }
}
