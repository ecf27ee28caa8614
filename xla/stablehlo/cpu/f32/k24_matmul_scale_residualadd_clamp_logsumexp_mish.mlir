module @jit_k24_matmul_scale_residualadd_clamp_logsumexp_mish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<2048x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %4 = stablehlo.add %1, %3 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<2048x2048xf32>
    %7 = stablehlo.add %6, %6 : tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %8 = call @clip(%7, %cst_0, %cst_1) : (tensor<2048x2048xf32>, tensor<f32>, tensor<f32>) -> tensor<2048x2048xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %13 = stablehlo.is_finite %12 : (tensor<2048x1xf32>) -> tensor<2048x1xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<2048x1xi1>, tensor<2048x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %17 = stablehlo.subtract %8, %16 : tensor<2048x2048xf32>
    %18 = stablehlo.exponential %17 : tensor<2048x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %21 = stablehlo.sign %20 : tensor<2048x1xf32>
    %22 = stablehlo.abs %20 : tensor<2048x1xf32>
    %23 = stablehlo.log %22 : tensor<2048x1xf32>
    %24 = stablehlo.add %23, %15 : tensor<2048x1xf32>
    %25 = call @softplus(%24) : (tensor<2048x1xf32>) -> tensor<2048x1xf32>
    %26 = stablehlo.tanh %25 : tensor<2048x1xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<2048x1xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<2048x1xf32>
    return %28 : tensor<2048x1xf32>
  }
  func.func private @clip(%arg0: tensor<2048x2048xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2048x2048xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2048x2048xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2048x2048xf32>
    return %5 : tensor<2048x2048xf32>
  }
  func.func private @softplus(%arg0: tensor<2048x1xf32>) -> tensor<2048x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2048x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2048x1xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x1xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2048x1xf32>
    %7 = stablehlo.abs %3 : tensor<2048x1xf32>
    %8 = stablehlo.negate %7 : tensor<2048x1xf32>
    %9 = stablehlo.exponential %8 : tensor<2048x1xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2048x1xf32>
    %11 = stablehlo.add %1, %10 : tensor<2048x1xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2048x1xi1>, tensor<2048x1xf32>
    return %12 : tensor<2048x1xf32>
  }
}
