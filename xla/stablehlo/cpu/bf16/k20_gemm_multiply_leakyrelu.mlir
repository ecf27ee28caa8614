module @jit_k20_gemm_multiply_leakyrelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1408x2816xbf16>, %arg1: tensor<2816x2816xbf16>, %arg2: tensor<2816xbf16>) -> (tensor<1408x2816xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1408x2816xbf16>, tensor<2816x2816xbf16>) -> tensor<1408x2816xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2816xbf16>) -> tensor<2816xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2816xf32>) -> tensor<1x2816xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2816xf32>) -> tensor<1408x2816xf32>
    %4 = stablehlo.add %0, %3 : tensor<1408x2816xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<1408x2816xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %8 = stablehlo.compare GE, %6, %7, FLOAT : (tensor<1408x2816xf32>, tensor<1408x2816xf32>) -> tensor<1408x2816xi1>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<1408x2816xf32>
    %11 = call @_where(%8, %6, %10) : (tensor<1408x2816xi1>, tensor<1408x2816xf32>, tensor<1408x2816xf32>) -> tensor<1408x2816xf32>
    %12 = stablehlo.convert %11 : (tensor<1408x2816xf32>) -> tensor<1408x2816xbf16>
    return %12 : tensor<1408x2816xbf16>
  }
  func.func private @_where(%arg0: tensor<1408x2816xi1>, %arg1: tensor<1408x2816xf32>, %arg2: tensor<1408x2816xf32>) -> tensor<1408x2816xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1408x2816xi1>, tensor<1408x2816xf32>
    return %0 : tensor<1408x2816xf32>
  }
}
