module @jit_k36_matmul_sigmoid_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<2048x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<2048x2048xf32>
    %5 = stablehlo.negate %4 : tensor<2048x2048xf32>
    %6 = stablehlo.exponential %5 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %8 = stablehlo.add %7, %6 : tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %13 = stablehlo.convert %12 : (tensor<2048x1xf32>) -> tensor<2048x1xbf16>
    return %13 : tensor<2048x1xbf16>
  }
}
