module @jit_kb1_036_rmsnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x16x16xf32>) -> (tensor<2x16x16x16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x16x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 3] : (tensor<2x16x16xf32>) -> tensor<2x1x16x16xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x1x16x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x1x16x16xf32>
    %7 = stablehlo.sqrt %6 : tensor<2x1x16x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x16x16x16xf32>
    %9 = stablehlo.divide %arg0, %8 : tensor<2x16x16x16xf32>
    return %9 : tensor<2x16x16x16xf32>
  }
}
