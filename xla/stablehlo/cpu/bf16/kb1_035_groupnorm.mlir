module @jit_kb1_035_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64x128x128xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>) -> (tensor<16x64x128x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64x128x128xbf16>) -> tensor<16x64x128x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x64x128x128xf32>) -> tensor<16x8x8x128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x8x8x128x128xf32>, tensor<f32>) -> tensor<16x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x8xf32>) -> tensor<16x8x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16x8x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<16x8x1x1x1xf32>) -> tensor<16x8x8x128x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<16x8x8x128x128xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<16x8x8x128x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x8x8x128x128xf32>, tensor<f32>) -> tensor<16x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x8xf32>) -> tensor<16x8x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x8x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x8x1x1x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<16x8x1x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<16x8x1x1x1xf32>) -> tensor<16x8x8x128x128xf32>
    %17 = stablehlo.divide %7, %16 : tensor<16x8x8x128x128xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x8x8x128x128xf32>) -> tensor<16x64x128x128xf32>
    %19 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x128x128xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<16x64x128x128xf32>
    %24 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x128x128xf32>
    %28 = stablehlo.add %23, %27 : tensor<16x64x128x128xf32>
    %29 = stablehlo.convert %28 : (tensor<16x64x128x128xf32>) -> tensor<16x64x128x128xbf16>
    return %29 : tensor<16x64x128x128xbf16>
  }
}
