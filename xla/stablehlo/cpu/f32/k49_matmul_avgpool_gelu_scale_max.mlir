module @jit_k49_matmul_avgpool_gelu_scale_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<2048x2048xf32>
    %4 = stablehlo.reshape %3 : (tensor<2048x2048xf32>) -> tensor<2048x128x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2048x128x16xf32>, tensor<f32>) -> tensor<2048x128xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2048x128xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2048x128xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<2048x128xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<2048x128xf32>
    %12 = stablehlo.add %7, %11 : tensor<2048x128xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2048x128xf32>
    %15 = stablehlo.tanh %14 : tensor<2048x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %17 = stablehlo.add %16, %15 : tensor<2048x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<2048x128xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<2048x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048x128xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<2048x128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x128xf32>, tensor<f32>) -> tensor<2048xf32>
    return %23 : tensor<2048xf32>
  }
}
