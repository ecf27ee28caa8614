module @jit_k44_matmul_divide_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1408x2816xbf16>, %arg1: tensor<2816x2816xbf16>, %arg2: tensor<2816xbf16>) -> (tensor<1408x2816xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1408x2816xbf16>, tensor<2816x2816xbf16>) -> tensor<1408x2816xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2816xbf16>) -> tensor<2816xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2816xf32>) -> tensor<1x2816xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2816xf32>) -> tensor<1408x2816xf32>
    %4 = stablehlo.add %0, %3 : tensor<1408x2816xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1408x2816xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<1408x2816xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<1408x2816xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1408x2816xf32>
    %11 = stablehlo.add %6, %10 : tensor<1408x2816xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1408x2816xf32>
    %14 = stablehlo.tanh %13 : tensor<1408x2816xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %16 = stablehlo.add %15, %14 : tensor<1408x2816xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<1408x2816xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<1408x2816xf32>
    %20 = stablehlo.convert %19 : (tensor<1408x2816xf32>) -> tensor<1408x2816xbf16>
    return %20 : tensor<1408x2816xbf16>
  }
}
