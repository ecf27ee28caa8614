module @jit_k38_matmul_dropout_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<32x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<32x2048xf32>
    %2 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %5 = stablehlo.add %1, %4 : tensor<32x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x2048xf32>
    %12 = stablehlo.exponential %11 : tensor<32x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %16 = stablehlo.divide %12, %15 : tensor<32x2048xf32>
    %17 = stablehlo.convert %16 : (tensor<32x2048xf32>) -> tensor<32x2048xbf16>
    return %17 : tensor<32x2048xbf16>
  }
}
