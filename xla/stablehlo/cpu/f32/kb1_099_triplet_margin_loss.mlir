module @jit_kb1_099_triplet_margin_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x4096xf32>, %arg1: tensor<2048x4096xf32>, %arg2: tensor<2048x4096xf32>) -> (tensor<1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<2048x4096xf32>
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %2 = stablehlo.add %0, %1 : tensor<2048x4096xf32>
    %3 = call @norm(%2) : (tensor<2048x4096xf32>) -> tensor<2048xf32>
    %4 = stablehlo.subtract %arg0, %arg2 : tensor<2048x4096xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %6 = stablehlo.add %4, %5 : tensor<2048x4096xf32>
    %7 = call @norm(%6) : (tensor<2048x4096xf32>) -> tensor<2048xf32>
    %8 = stablehlo.subtract %3, %7 : tensor<2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %10 = stablehlo.add %8, %9 : tensor<2048xf32>
    %11 = call @relu(%10) : (tensor<2048xf32>) -> tensor<2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_3 : tensor<f32>
    %14 = stablehlo.reshape %13 : (tensor<f32>) -> tensor<1xf32>
    return %14 : tensor<1xf32>
  }
  func.func private @norm(%arg0: tensor<2048x4096xf32>) -> tensor<2048xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2048x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x4096xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.sqrt %1 : tensor<2048xf32>
    return %2 : tensor<2048xf32>
  }
  func.func private @relu(%arg0: tensor<2048xf32>) -> tensor<2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2048xf32>
    return %1 : tensor<2048xf32>
  }
}
