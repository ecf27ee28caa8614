module @jit_kb2_098_matmul_avgpool_gelu_scale_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<512xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<512x2048xf32>
    %5 = stablehlo.reshape %4 : (tensor<512x2048xf32>) -> tensor<512x128x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<512x128x16xf32>, tensor<f32>) -> tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %8 = stablehlo.divide %6, %7 : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<512x128xf32>
    %11 = stablehlo.negate %8 : tensor<512x128xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<512x128xf32>
    %14 = chlo.erfc %13 : tensor<512x128xf32> -> tensor<512x128xf32>
    %15 = stablehlo.multiply %10, %14 : tensor<512x128xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<512x128xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %19 = stablehlo.convert %18 : (tensor<512xf32>) -> tensor<512xbf16>
    return %19 : tensor<512xbf16>
  }
}
