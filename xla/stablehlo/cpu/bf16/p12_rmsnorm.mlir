module @jit_p12_rmsnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x8192xbf16>, %arg1: tensor<8192xbf16>) -> (tensor<8192x8192xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<8192x8192xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8192x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1xf32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8192x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8192x1xf32>
    %8 = stablehlo.sqrt %7 : tensor<8192x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8192x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x8192xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<8192x8192xf32>
    %13 = stablehlo.convert %arg1 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<8192x8192xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<8192x8192xf32>
    %17 = stablehlo.convert %16 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
    return %17 : tensor<8192x8192xbf16>
  }
}
