module @jit_kb1_042_max_pooling_2d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x32x32xbf16>) -> (tensor<2x4x31x31xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = "stablehlo.reduce_window"(%0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 4>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x31x31xf32>
    %2 = stablehlo.convert %1 : (tensor<2x4x31x31xf32>) -> tensor<2x4x31x31xbf16>
    return %2 : tensor<2x4x31x31xbf16>
  }
}
