module @jit_kb2_099_matmul_gelu_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<512x2048xf32>
    %6 = stablehlo.negate %3 : tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x2048xf32>
    %9 = chlo.erfc %8 : tensor<512x2048xf32> -> tensor<512x2048xf32>
    %10 = stablehlo.multiply %5, %9 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<512xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<512x2048xf32>
    %17 = stablehlo.exponential %16 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %21 = stablehlo.divide %17, %20 : tensor<512x2048xf32>
    return %21 : tensor<512x2048xf32>
  }
}
