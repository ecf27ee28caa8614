module @jit_kb2_064_gemm_logsumexp_leakyrelu_leakyrelu_gelu_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<512x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<512xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %8 = stablehlo.is_finite %7 : (tensor<512x1xf32>) -> tensor<512x1xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %10 = stablehlo.select %8, %7, %9 : tensor<512x1xi1>, tensor<512x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %12 = stablehlo.subtract %3, %11 : tensor<512x2048xf32>
    %13 = stablehlo.exponential %12 : tensor<512x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %16 = stablehlo.sign %15 : tensor<512x1xf32>
    %17 = stablehlo.abs %15 : tensor<512x1xf32>
    %18 = stablehlo.log %17 : tensor<512x1xf32>
    %19 = stablehlo.add %18, %10 : tensor<512x1xf32>
    %cst_3 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %20 = call @leaky_relu(%19, %cst_3) : (tensor<512x1xf32>, tensor<f32>) -> tensor<512x1xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %21 = call @leaky_relu(%20, %cst_4) : (tensor<512x1xf32>, tensor<f32>) -> tensor<512x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<512x1xf32>
    %24 = stablehlo.negate %21 : tensor<512x1xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<512x1xf32>
    %27 = chlo.erfc %26 : tensor<512x1xf32> -> tensor<512x1xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<512x1xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<512x1xf32>
    %31 = stablehlo.negate %28 : tensor<512x1xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<512x1xf32>
    %34 = chlo.erfc %33 : tensor<512x1xf32> -> tensor<512x1xf32>
    %35 = stablehlo.multiply %30, %34 : tensor<512x1xf32>
    return %35 : tensor<512x1xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<512x1xf32>, %arg1: tensor<f32>) -> tensor<512x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<512x1xf32>, tensor<512x1xf32>) -> tensor<512x1xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<512x1xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<512x1xi1>, tensor<512x1xf32>, tensor<512x1xf32>) -> tensor<512x1xf32>
    return %5 : tensor<512x1xf32>
  }
  func.func private @_where(%arg0: tensor<512x1xi1>, %arg1: tensor<512x1xf32>, %arg2: tensor<512x1xf32>) -> tensor<512x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512x1xi1>, tensor<512x1xf32>
    return %0 : tensor<512x1xf32>
  }
}
