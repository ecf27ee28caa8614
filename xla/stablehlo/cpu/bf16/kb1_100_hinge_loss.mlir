module @jit_kb1_100_hinge_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x4096xbf16>, %arg1: tensor<4096xbf16>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<4096x4096xf32>
    %7 = call @relu(%6) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0x4B800000> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_1 : tensor<f32>
    %10 = stablehlo.reshape %9 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.convert %10 : (tensor<1xf32>) -> tensor<1xbf16>
    return %11 : tensor<1xbf16>
  }
  func.func private @relu(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x4096xf32>
    return %1 : tensor<4096x4096xf32>
  }
}
