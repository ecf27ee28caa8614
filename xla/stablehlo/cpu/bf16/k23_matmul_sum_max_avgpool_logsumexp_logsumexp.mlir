module @jit_k23_matmul_sum_max_avgpool_logsumexp_logsumexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<2048x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %2 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.add %1, %4 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2048x1xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2048xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %18 = stablehlo.is_finite %17 : (tensor<2048x1xf32>) -> tensor<2048x1xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %20 = stablehlo.select %18, %17, %19 : tensor<2048x1xi1>, tensor<2048x1xf32>
    %21 = stablehlo.subtract %13, %20 : tensor<2048x1xf32>
    %22 = stablehlo.exponential %21 : tensor<2048x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %25 = stablehlo.sign %24 : tensor<2048x1xf32>
    %26 = stablehlo.abs %24 : tensor<2048x1xf32>
    %27 = stablehlo.log %26 : tensor<2048x1xf32>
    %28 = stablehlo.add %27, %20 : tensor<2048x1xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<2048xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %33 = stablehlo.is_finite %32 : (tensor<2048x1xf32>) -> tensor<2048x1xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %35 = stablehlo.select %33, %32, %34 : tensor<2048x1xi1>, tensor<2048x1xf32>
    %36 = stablehlo.subtract %28, %35 : tensor<2048x1xf32>
    %37 = stablehlo.exponential %36 : tensor<2048x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %40 = stablehlo.sign %39 : tensor<2048x1xf32>
    %41 = stablehlo.abs %39 : tensor<2048x1xf32>
    %42 = stablehlo.log %41 : tensor<2048x1xf32>
    %43 = stablehlo.add %42, %35 : tensor<2048x1xf32>
    %44 = stablehlo.convert %43 : (tensor<2048x1xf32>) -> tensor<2048x1xbf16>
    return %44 : tensor<2048x1xbf16>
  }
}
