module @jit_kb1_040_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64x128x128xbf16>, %arg1: tensor<64x128x128xbf16>, %arg2: tensor<64x128x128xbf16>) -> (tensor<16x64x128x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64x128x128xbf16>) -> tensor<16x64x128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<16x64x128x128xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16x1x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<16x1x1x1xf32>) -> tensor<16x64x128x128xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x64x128x128xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<16x64x128x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<16x64x128x128xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1x1x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<16x1x1x1xf32>
    %14 = stablehlo.sqrt %13 : tensor<16x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<16x1x1x1xf32>) -> tensor<16x64x128x128xf32>
    %16 = stablehlo.divide %6, %15 : tensor<16x64x128x128xf32>
    %17 = stablehlo.convert %arg1 : (tensor<64x128x128xbf16>) -> tensor<64x128x128xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<64x128x128xf32>) -> tensor<1x64x128x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x64x128x128xf32>) -> tensor<16x64x128x128xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<16x64x128x128xf32>
    %21 = stablehlo.convert %arg2 : (tensor<64x128x128xbf16>) -> tensor<64x128x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2, 3] : (tensor<64x128x128xf32>) -> tensor<1x64x128x128xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x64x128x128xf32>) -> tensor<16x64x128x128xf32>
    %24 = stablehlo.add %20, %23 : tensor<16x64x128x128xf32>
    %25 = stablehlo.convert %24 : (tensor<16x64x128x128xf32>) -> tensor<16x64x128x128xbf16>
    return %25 : tensor<16x64x128x128xbf16>
  }
}
