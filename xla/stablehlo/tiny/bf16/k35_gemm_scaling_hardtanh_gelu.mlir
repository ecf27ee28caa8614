module @jit_k35_gemm_scaling_hardtanh_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2816xbf16>, %arg1: tensor<2816x256xbf16>, %arg2: tensor<256xbf16>) -> (tensor<64x256xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x2816xbf16>, tensor<2816x256xbf16>) -> tensor<64x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<256xbf16>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %4 = stablehlo.add %0, %3 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = call @clip(%6, %cst_0, %cst_1) : (tensor<64x256xf32>, tensor<f32>, tensor<f32>) -> tensor<64x256xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<64x256xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<64x256xf32>
    %12 = stablehlo.add %7, %11 : tensor<64x256xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<64x256xf32>
    %15 = stablehlo.tanh %14 : tensor<64x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %17 = stablehlo.add %16, %15 : tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<64x256xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<64x256xf32>
    %21 = stablehlo.convert %20 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    return %21 : tensor<64x256xbf16>
  }
  func.func private @clip(%arg0: tensor<64x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64x256xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64x256xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<64x256xf32>
    return %5 : tensor<64x256xf32>
  }
}
