module @jit_k49_matmul_avgpool_gelu_scale_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<2048x2048xf32>
    %5 = stablehlo.reshape %4 : (tensor<2048x2048xf32>) -> tensor<2048x128x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2048x128x16xf32>, tensor<f32>) -> tensor<2048x128xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2048x128xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2048x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2048x128xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<2048x128xf32>
    %13 = stablehlo.add %8, %12 : tensor<2048x128xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2048x128xf32>
    %16 = stablehlo.tanh %15 : tensor<2048x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %18 = stablehlo.add %17, %16 : tensor<2048x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<2048x128xf32>
    %21 = stablehlo.multiply %8, %20 : tensor<2048x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2048x128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x128xf32>, tensor<f32>) -> tensor<2048xf32>
    %25 = stablehlo.convert %24 : (tensor<2048xf32>) -> tensor<2048xbf16>
    return %25 : tensor<2048xbf16>
  }
}
