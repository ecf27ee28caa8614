module @jit_kb1_040_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x16x16xf32>, %arg1: tensor<16x16x16xf32>, %arg2: tensor<16x16x16xf32>) -> (tensor<2x16x16x16xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xf32>) -> tensor<2x16x16x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x16x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x16x16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x1x1x1xf32>
    %13 = stablehlo.sqrt %12 : tensor<2x1x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xf32>) -> tensor<2x16x16x16xf32>
    %15 = stablehlo.divide %5, %14 : tensor<2x16x16x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x16x16x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2, 3] : (tensor<16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x16x16x16xf32>
    return %21 : tensor<2x16x16x16xf32>
  }
}
