module @jit_k35_gemm_scaling_hardtanh_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2816xf32>, %arg1: tensor<2816x256xf32>, %arg2: tensor<256xf32>) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x2816xf32>, tensor<2816x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = call @clip(%5, %cst_0, %cst_1) : (tensor<64x256xf32>, tensor<f32>, tensor<f32>) -> tensor<64x256xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<64x256xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<64x256xf32>
    %11 = stablehlo.add %6, %10 : tensor<64x256xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<64x256xf32>
    %14 = stablehlo.tanh %13 : tensor<64x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %16 = stablehlo.add %15, %14 : tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<64x256xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<64x256xf32>
    return %19 : tensor<64x256xf32>
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
