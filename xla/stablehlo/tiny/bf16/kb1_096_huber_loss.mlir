module @jit_kb1_096_huber_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xbf16>, %arg1: tensor<16x64xbf16>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<16x64xf32>
    %3 = stablehlo.abs %2 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %5 = stablehlo.compare LT, %3, %4, FLOAT : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<16x64xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %10 = stablehlo.subtract %3, %9 : tensor<16x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<16x64xf32>
    %13 = call @_where(%5, %8, %12) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_4 : tensor<f32>
    %16 = stablehlo.reshape %15 : (tensor<f32>) -> tensor<1xf32>
    %17 = stablehlo.convert %16 : (tensor<1xf32>) -> tensor<1xbf16>
    return %17 : tensor<1xbf16>
  }
  func.func private @_where(%arg0: tensor<16x64xi1>, %arg1: tensor<16x64xf32>, %arg2: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x64xi1>, tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
