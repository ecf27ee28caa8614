module @jit_kb1_100_hinge_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xf32>, %arg1: tensor<4096xf32>) -> (tensor<1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<4096x4096xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<4096x4096xf32>
    %5 = call @relu(%4) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0x4B800000> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_1 : tensor<f32>
    %8 = stablehlo.reshape %7 : (tensor<f32>) -> tensor<1xf32>
    return %8 : tensor<1xf32>
  }
  func.func private @relu(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x4096xf32>
    return %1 : tensor<4096x4096xf32>
  }
}
