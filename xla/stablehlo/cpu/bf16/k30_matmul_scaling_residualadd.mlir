module @jit_k30_matmul_scaling_residualadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5632x1408xbf16>, %arg1: tensor<1408x1408xbf16>, %arg2: tensor<1408xbf16>) -> (tensor<5632x1408xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5632x1408xbf16>, tensor<1408x1408xbf16>) -> tensor<5632x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1408xbf16>) -> tensor<1408xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1408xf32>) -> tensor<1x1408xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<5632x1408xf32>
    %4 = stablehlo.add %0, %3 : tensor<5632x1408xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5632x1408xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<5632x1408xf32>
    %7 = stablehlo.add %6, %4 : tensor<5632x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<5632x1408xf32>) -> tensor<5632x1408xbf16>
    return %8 : tensor<5632x1408xbf16>
  }
}
