module @jit_k20_gemm_multiply_leakyrelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1408x2816xf32>, %arg1: tensor<2816x2816xf32>, %arg2: tensor<2816xf32>) -> (tensor<1408x2816xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1408x2816xf32>, tensor<2816x2816xf32>) -> tensor<1408x2816xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2816xf32>) -> tensor<1x2816xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2816xf32>) -> tensor<1408x2816xf32>
    %3 = stablehlo.add %0, %2 : tensor<1408x2816xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<1408x2816xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %7 = stablehlo.compare GE, %5, %6, FLOAT : (tensor<1408x2816xf32>, tensor<1408x2816xf32>) -> tensor<1408x2816xi1>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<1408x2816xf32>
    %10 = call @_where(%7, %5, %9) : (tensor<1408x2816xi1>, tensor<1408x2816xf32>, tensor<1408x2816xf32>) -> tensor<1408x2816xf32>
    return %10 : tensor<1408x2816xf32>
  }
  func.func private @_where(%arg0: tensor<1408x2816xi1>, %arg1: tensor<1408x2816xf32>, %arg2: tensor<1408x2816xf32>) -> tensor<1408x2816xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1408x2816xi1>, tensor<1408x2816xf32>
    return %0 : tensor<1408x2816xf32>
  }
}
