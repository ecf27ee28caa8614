module @jit_kb1_099_triplet_margin_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<64x64xbf16>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<64x64xf32>
    %5 = call @norm(%4) : (tensor<64x64xf32>) -> tensor<64xf32>
    %6 = stablehlo.convert %arg2 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<64x64xf32>
    %10 = call @norm(%9) : (tensor<64x64xf32>) -> tensor<64xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64xf32>
    %14 = call @relu(%13) : (tensor<64xf32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_3 : tensor<f32>
    %17 = stablehlo.reshape %16 : (tensor<f32>) -> tensor<1xf32>
    %18 = stablehlo.convert %17 : (tensor<1xf32>) -> tensor<1xbf16>
    return %18 : tensor<1xbf16>
  }
  func.func private @norm(%arg0: tensor<64x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.sqrt %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @relu(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64xf32>
    return %1 : tensor<64xf32>
  }
}
