module @jit_k27_matmul_mish_mish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1408x2816xbf16>, %arg1: tensor<2816x2816xbf16>, %arg2: tensor<2816xbf16>) -> (tensor<1408x2816xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1408x2816xbf16>, tensor<2816x2816xbf16>) -> tensor<1408x2816xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2816xbf16>) -> tensor<2816xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2816xf32>) -> tensor<1x2816xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2816xf32>) -> tensor<1408x2816xf32>
    %4 = stablehlo.add %0, %3 : tensor<1408x2816xf32>
    %5 = call @softplus(%4) : (tensor<1408x2816xf32>) -> tensor<1408x2816xf32>
    %6 = stablehlo.tanh %5 : tensor<1408x2816xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1408x2816xf32>
    %8 = call @softplus(%7) : (tensor<1408x2816xf32>) -> tensor<1408x2816xf32>
    %9 = stablehlo.tanh %8 : tensor<1408x2816xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1408x2816xf32>
    %11 = stablehlo.convert %10 : (tensor<1408x2816xf32>) -> tensor<1408x2816xbf16>
    return %11 : tensor<1408x2816xbf16>
  }
  func.func private @softplus(%arg0: tensor<1408x2816xf32>) -> tensor<1408x2816xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1408x2816xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<1408x2816xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<1408x2816xf32>, tensor<1408x2816xf32>) -> tensor<1408x2816xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<1408x2816xf32>
    %7 = stablehlo.abs %3 : tensor<1408x2816xf32>
    %8 = stablehlo.negate %7 : tensor<1408x2816xf32>
    %9 = stablehlo.exponential %8 : tensor<1408x2816xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<1408x2816xf32>
    %11 = stablehlo.add %1, %10 : tensor<1408x2816xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<1408x2816xi1>, tensor<1408x2816xf32>
    return %12 : tensor<1408x2816xf32>
  }
}
