module @jit_kb1_096_huber_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xf32>, %arg1: tensor<4096x4096xf32>) -> (tensor<1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<4096x4096xf32>
    %1 = stablehlo.abs %0 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xi1>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<4096x4096xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<4096x4096xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %8 = stablehlo.subtract %1, %7 : tensor<4096x4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<4096x4096xf32>
    %11 = call @_where(%3, %6, %10) : (tensor<4096x4096xi1>, tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0x4B800000> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_4 : tensor<f32>
    %14 = stablehlo.reshape %13 : (tensor<f32>) -> tensor<1xf32>
    return %14 : tensor<1xf32>
  }
  func.func private @_where(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4096x4096xi1>, tensor<4096x4096xf32>
    return %0 : tensor<4096x4096xf32>
  }
}
