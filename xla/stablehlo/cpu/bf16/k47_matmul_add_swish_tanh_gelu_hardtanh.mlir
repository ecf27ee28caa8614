module @jit_k47_matmul_add_swish_tanh_gelu_hardtanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1408x2816xbf16>, %arg1: tensor<2816x2816xbf16>, %arg2: tensor<2816xbf16>, %arg3: tensor<2816xbf16>) -> (tensor<1408x2816xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1408x2816xbf16>, tensor<2816x2816xbf16>) -> tensor<1408x2816xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2816xbf16>) -> tensor<2816xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2816xf32>) -> tensor<1x2816xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2816xf32>) -> tensor<1408x2816xf32>
    %4 = stablehlo.add %0, %3 : tensor<1408x2816xf32>
    %5 = stablehlo.convert %arg3 : (tensor<2816xbf16>) -> tensor<2816xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<2816xf32>) -> tensor<1x2816xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x2816xf32>) -> tensor<1408x2816xf32>
    %8 = stablehlo.add %4, %7 : tensor<1408x2816xf32>
    %9 = call @silu(%8) : (tensor<1408x2816xf32>) -> tensor<1408x2816xf32>
    %10 = stablehlo.tanh %9 : tensor<1408x2816xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<1408x2816xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<1408x2816xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<1408x2816xf32>
    %15 = stablehlo.add %10, %14 : tensor<1408x2816xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<1408x2816xf32>
    %18 = stablehlo.tanh %17 : tensor<1408x2816xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %20 = stablehlo.add %19, %18 : tensor<1408x2816xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<1408x2816xf32>
    %23 = stablehlo.multiply %10, %22 : tensor<1408x2816xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = call @clip(%23, %cst_3, %cst_4) : (tensor<1408x2816xf32>, tensor<f32>, tensor<f32>) -> tensor<1408x2816xf32>
    %25 = stablehlo.convert %24 : (tensor<1408x2816xf32>) -> tensor<1408x2816xbf16>
    return %25 : tensor<1408x2816xbf16>
  }
  func.func private @silu(%arg0: tensor<1408x2816xf32>) -> tensor<1408x2816xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1408x2816xf32>
    %1 = stablehlo.exponential %0 : tensor<1408x2816xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %3 = stablehlo.add %2, %1 : tensor<1408x2816xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1408x2816xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1408x2816xf32>
    return %6 : tensor<1408x2816xf32>
  }
  func.func private @clip(%arg0: tensor<1408x2816xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1408x2816xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1408x2816xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1408x2816xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1408x2816xf32>
    return %5 : tensor<1408x2816xf32>
  }
}
