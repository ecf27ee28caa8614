module @jit_k23_matmul_sum_max_avgpool_logsumexp_logsumexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<32x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xf32>, tensor<2048x2048xf32>) -> tensor<32x2048xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %4 = stablehlo.add %1, %3 : tensor<32x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %17 = stablehlo.is_finite %16 : (tensor<32x1xf32>) -> tensor<32x1xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %19 = stablehlo.select %17, %16, %18 : tensor<32x1xi1>, tensor<32x1xf32>
    %20 = stablehlo.subtract %12, %19 : tensor<32x1xf32>
    %21 = stablehlo.exponential %20 : tensor<32x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %24 = stablehlo.sign %23 : tensor<32x1xf32>
    %25 = stablehlo.abs %23 : tensor<32x1xf32>
    %26 = stablehlo.log %25 : tensor<32x1xf32>
    %27 = stablehlo.add %26, %19 : tensor<32x1xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<32xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %32 = stablehlo.is_finite %31 : (tensor<32x1xf32>) -> tensor<32x1xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %34 = stablehlo.select %32, %31, %33 : tensor<32x1xi1>, tensor<32x1xf32>
    %35 = stablehlo.subtract %27, %34 : tensor<32x1xf32>
    %36 = stablehlo.exponential %35 : tensor<32x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %39 = stablehlo.sign %38 : tensor<32x1xf32>
    %40 = stablehlo.abs %38 : tensor<32x1xf32>
    %41 = stablehlo.log %40 : tensor<32x1xf32>
    %42 = stablehlo.add %41, %34 : tensor<32x1xf32>
    return %42 : tensor<32x1xf32>
  }
}
