module @jit_kb1_044_average_pooling_1d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x512xf32>) -> (tensor<2x4x513xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [4, 4]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 8>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x4x512xf32>, tensor<f32>) -> tensor<2x4x513xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x513xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x4x513xf32>
    return %2 : tensor<2x4x513xf32>
  }
}
