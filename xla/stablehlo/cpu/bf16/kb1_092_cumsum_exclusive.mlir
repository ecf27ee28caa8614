module @jit_kb1_092_cumsum_exclusive attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.slice %0 [0:4096, 0:4095] : (tensor<4096x4096xf32>) -> tensor<4096x4095xf32>
    %2 = call @cumsum(%1) : (tensor<4096x4095xf32>) -> tensor<4096x4095xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad(%2, %c) : (tensor<4096x4095xf32>, tensor<i32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.convert %3 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %4 : tensor<4096x4096xbf16>
  }
  func.func private @cumsum(%arg0: tensor<4096x4095xf32>) -> tensor<4096x4095xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4094, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4095>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4096x4095xf32>, tensor<f32>) -> tensor<4096x4095xf32>
    return %1 : tensor<4096x4095xf32>
  }
  func.func private @_pad(%arg0: tensor<4096x4095xf32>, %arg1: tensor<i32>) -> tensor<4096x4096xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<4096x4095xf32>, tensor<f32>) -> tensor<4096x4096xf32>
    return %1 : tensor<4096x4096xf32>
  }
}
