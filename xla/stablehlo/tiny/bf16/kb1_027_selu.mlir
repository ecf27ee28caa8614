module @jit_kb1_027_selu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x512xbf16>) -> (tensor<32x512xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<32x512xbf16>) -> tensor<32x512xf32>
    %cst = stablehlo.constant dense<1.67326319> : tensor<f32>
    %1 = call @elu(%0, %cst) : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<32x512xf32>
    %4 = stablehlo.convert %3 : (tensor<32x512xf32>) -> tensor<32x512xbf16>
    return %4 : tensor<32x512xbf16>
  }
  func.func private @elu(%arg0: tensor<32x512xf32>, %arg1: tensor<f32>) -> tensor<32x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where(%3, %cst_1, %arg0) : (tensor<32x512xi1>, tensor<f32>, tensor<32x512xf32>) -> tensor<32x512xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<32x512xf32>
    %6 = stablehlo.convert %arg1 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x512xf32>
    %9 = call @_where_0(%1, %arg0, %8) : (tensor<32x512xi1>, tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xf32>
    return %9 : tensor<32x512xf32>
  }
  func.func private @_where(%arg0: tensor<32x512xi1>, %arg1: tensor<f32>, %arg2: tensor<32x512xf32>) -> tensor<32x512xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<32x512xi1>, tensor<32x512xf32>
    return %2 : tensor<32x512xf32>
  }
  func.func private @_where_0(%arg0: tensor<32x512xi1>, %arg1: tensor<32x512xf32>, %arg2: tensor<32x512xf32>) -> tensor<32x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x512xi1>, tensor<32x512xf32>
    return %0 : tensor<32x512xf32>
  }
}
