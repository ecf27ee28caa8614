module @jit_kb1_020_leaky_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>) -> (tensor<4096x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1 = call @leaky_relu(%0, %cst) : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096x4096xf32>
    %2 = stablehlo.convert %1 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %2 : tensor<4096x4096xbf16>
  }
  func.func private @leaky_relu(%arg0: tensor<4096x4096xf32>, %arg1: tensor<f32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<4096x4096xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<4096x4096xi1>, tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    return %5 : tensor<4096x4096xf32>
  }
  func.func private @_where(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4096x4096xi1>, tensor<4096x4096xf32>
    return %0 : tensor<4096x4096xf32>
  }
}
