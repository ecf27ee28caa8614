module @jit_kb2_086_matmul_divide_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %5 = stablehlo.divide %3, %4 : tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<512x2048xf32>
    %8 = stablehlo.negate %5 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<512x2048xf32>
    %11 = chlo.erfc %10 : tensor<512x2048xf32> -> tensor<512x2048xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<512x2048xf32>
    return %12 : tensor<512x2048xf32>
  }
}
