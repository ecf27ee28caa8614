module @jit_k32_gemm_sigmoid_logsumexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2560x1024xbf16>, %arg1: tensor<2048x1024xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<512x2048xbf16>, %arg4: tensor<512xbf16>) -> (tensor<2560xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x1024xbf16>) -> tensor<1024x2048xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2560x1024xbf16>, tensor<1024x2048xbf16>) -> tensor<2560x2048xf32>
    %2 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2560x2048xf32>
    %5 = stablehlo.add %1, %4 : tensor<2560x2048xf32>
    %6 = stablehlo.negate %5 : tensor<2560x2048xf32>
    %7 = stablehlo.exponential %6 : tensor<2560x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2560x2048xf32>
    %9 = stablehlo.add %8, %7 : tensor<2560x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2560x2048xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2560x2048xf32>
    %12 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %13 = stablehlo.convert %11 : tensor<2560x2048xf32>
    %14 = stablehlo.convert %12 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2560x2048xf32>, tensor<2048x512xf32>) -> tensor<2560x512xf32>
    %16 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<2560x512xf32>
    %19 = stablehlo.add %15, %18 : tensor<2560x512xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<2560x512xf32>, tensor<f32>) -> tensor<2560xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2560xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<2560xf32>
    %23 = stablehlo.is_finite %22 : (tensor<2560xf32>) -> tensor<2560xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2560xf32>
    %25 = stablehlo.select %23, %22, %24 : tensor<2560xi1>, tensor<2560xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<2560xf32>) -> tensor<2560x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2560x1xf32>) -> tensor<2560x512xf32>
    %28 = stablehlo.subtract %19, %27 : tensor<2560x512xf32>
    %29 = stablehlo.exponential %28 : tensor<2560x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<2560x512xf32>, tensor<f32>) -> tensor<2560xf32>
    %31 = stablehlo.sign %30 : tensor<2560xf32>
    %32 = stablehlo.abs %30 : tensor<2560xf32>
    %33 = stablehlo.log %32 : tensor<2560xf32>
    %34 = stablehlo.add %33, %25 : tensor<2560xf32>
    %35 = stablehlo.convert %34 : (tensor<2560xf32>) -> tensor<2560xbf16>
    return %35 : tensor<2560xbf16>
  }
}
