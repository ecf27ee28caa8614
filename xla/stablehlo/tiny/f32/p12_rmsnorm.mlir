module @jit_p12_rmsnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024xf32>) -> (tensor<64x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<64x1xf32>
    %7 = stablehlo.sqrt %6 : tensor<64x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1024xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<64x1024xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<64x1024xf32>
    return %14 : tensor<64x1024xf32>
  }
}
