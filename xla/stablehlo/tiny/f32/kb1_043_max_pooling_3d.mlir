module @jit_kb1_043_max_pooling_3d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x16x16x16xf32>) -> (tensor<2x2x6x6x6xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1], [1, 1]]> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 3, 3, 3>, window_dimensions = array<i64: 1, 1, 3, 3, 3>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x2x16x16x16xf32>, tensor<f32>) -> tensor<2x2x6x6x6xf32>
    return %0 : tensor<2x2x6x6x6xf32>
  }
}
