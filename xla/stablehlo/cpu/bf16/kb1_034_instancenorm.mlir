module @jit_kb1_034_instancenorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64x128x128xbf16>) -> (tensor<16x64x128x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64x128x128xbf16>) -> tensor<16x64x128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2, 3] : (tensor<16x64x128x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16x64x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<16x64x1x1xf32>) -> tensor<16x64x128x128xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x64x128x128xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<16x64x128x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<16x64x128x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16x64x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x64x1x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<16x64x1x1xf32>
    %14 = stablehlo.sqrt %13 : tensor<16x64x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<16x64x1x1xf32>) -> tensor<16x64x128x128xf32>
    %16 = stablehlo.divide %6, %15 : tensor<16x64x128x128xf32>
    %17 = stablehlo.convert %16 : (tensor<16x64x128x128xf32>) -> tensor<16x64x128x128xbf16>
    return %17 : tensor<16x64x128x128xbf16>
  }
}
