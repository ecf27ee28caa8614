module @jit_k21_gemm_divide_sum_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>) -> (tensor<2048x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2048x1xf32>
    %8 = stablehlo.convert %7 : (tensor<2048x1xf32>) -> tensor<2048x1xbf16>
    return %8 : tensor<2048x1xbf16>
  }
}
