module @jit_kb2_099_matmul_gelu_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<512x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<512x2048xf32>
    %7 = stablehlo.negate %4 : tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<512x2048xf32>
    %10 = chlo.erfc %9 : tensor<512x2048xf32> -> tensor<512x2048xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<512xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<512x2048xf32>
    %18 = stablehlo.exponential %17 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %22 = stablehlo.divide %18, %21 : tensor<512x2048xf32>
    %23 = stablehlo.convert %22 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    return %23 : tensor<512x2048xbf16>
  }
}
