module @jit_k37_matmul_swish_scaling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2816xf32>, %arg1: tensor<2816x256xf32>, %arg2: tensor<256xf32>) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x2816xf32>, tensor<2816x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x256xf32>
    %4 = call @silu(%3) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<64x256xf32>
    return %6 : tensor<64x256xf32>
  }
  func.func private @silu(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64x256xf32>
    %1 = stablehlo.exponential %0 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<64x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64x256xf32>
    return %6 : tensor<64x256xf32>
  }
}
