module @jit_kb1_036_rmsnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x16x16xbf16>) -> (tensor<2x16x16x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x16x16xbf16>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x16x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<2x16x16xf32>) -> tensor<2x1x16x16xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x1x16x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x1x16x16xf32>
    %8 = stablehlo.sqrt %7 : tensor<2x1x16x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x16x16x16xf32>
    %10 = stablehlo.divide %0, %9 : tensor<2x16x16x16xf32>
    %11 = stablehlo.convert %10 : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xbf16>
    return %11 : tensor<2x16x16x16xbf16>
  }
}
