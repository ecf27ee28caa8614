module @jit_kb2_095_matmul_add_swish_tanh_gelu_hardtanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %5 = stablehlo.convert %arg3 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %8 = stablehlo.add %4, %7 : tensor<32x1024xf32>
    %9 = call @silu(%8) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
    %10 = stablehlo.tanh %9 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<32x1024xf32>
    %13 = stablehlo.negate %10 : tensor<32x1024xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<32x1024xf32>
    %16 = chlo.erfc %15 : tensor<32x1024xf32> -> tensor<32x1024xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<32x1024xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = call @clip(%17, %cst_1, %cst_2) : (tensor<32x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<32x1024xf32>
    %19 = stablehlo.convert %18 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %19 : tensor<32x1024xbf16>
  }
  func.func private @silu(%arg0: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32x1024xf32>
    %1 = stablehlo.exponential %0 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %3 = stablehlo.add %2, %1 : tensor<32x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %5 = stablehlo.divide %4, %3 : tensor<32x1024xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32x1024xf32>
    return %6 : tensor<32x1024xf32>
  }
  func.func private @clip(%arg0: tensor<32x1024xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x1024xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<32x1024xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<32x1024xf32>
    return %5 : tensor<32x1024xf32>
  }
}
