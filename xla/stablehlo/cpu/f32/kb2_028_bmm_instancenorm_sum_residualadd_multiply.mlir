module @jit_kb2_028_bmm_instancenorm_sum_residualadd_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<512x2048xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<512x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<512x2048xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<512x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<512x1xf32>
    %17 = stablehlo.sqrt %16 : tensor<512x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %19 = stablehlo.divide %9, %18 : tensor<512x2048xf32>
    %20 = stablehlo.add %19, %arg3 : tensor<512x2048xf32>
    %21 = stablehlo.multiply %20, %arg3 : tensor<512x2048xf32>
    return %21 : tensor<512x2048xf32>
  }
}
