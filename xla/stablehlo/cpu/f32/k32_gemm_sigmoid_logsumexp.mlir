module @jit_k32_gemm_sigmoid_logsumexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2560x1024xf32>, %arg1: tensor<2048x1024xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<512x2048xf32>, %arg4: tensor<512xf32>) -> (tensor<2560xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2560x1024xf32>, tensor<1024x2048xf32>) -> tensor<2560x2048xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2560x2048xf32>
    %4 = stablehlo.add %1, %3 : tensor<2560x2048xf32>
    %5 = stablehlo.negate %4 : tensor<2560x2048xf32>
    %6 = stablehlo.exponential %5 : tensor<2560x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2560x2048xf32>
    %8 = stablehlo.add %7, %6 : tensor<2560x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2560x2048xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2560x2048xf32>
    %11 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2560x2048xf32>, tensor<2048x512xf32>) -> tensor<2560x512xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<2560x512xf32>
    %15 = stablehlo.add %12, %14 : tensor<2560x512xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<2560x512xf32>, tensor<f32>) -> tensor<2560xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2560xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<2560xf32>
    %19 = stablehlo.is_finite %18 : (tensor<2560xf32>) -> tensor<2560xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2560xf32>
    %21 = stablehlo.select %19, %18, %20 : tensor<2560xi1>, tensor<2560xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<2560xf32>) -> tensor<2560x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2560x1xf32>) -> tensor<2560x512xf32>
    %24 = stablehlo.subtract %15, %23 : tensor<2560x512xf32>
    %25 = stablehlo.exponential %24 : tensor<2560x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<2560x512xf32>, tensor<f32>) -> tensor<2560xf32>
    %27 = stablehlo.sign %26 : tensor<2560xf32>
    %28 = stablehlo.abs %26 : tensor<2560xf32>
    %29 = stablehlo.log %28 : tensor<2560xf32>
    %30 = stablehlo.add %29, %21 : tensor<2560xf32>
    return %30 : tensor<2560xf32>
  }
}
