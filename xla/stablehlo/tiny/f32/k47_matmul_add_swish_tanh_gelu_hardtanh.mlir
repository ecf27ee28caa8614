module @jit_k47_matmul_add_swish_tanh_gelu_hardtanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2816xf32>, %arg1: tensor<2816x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x2816xf32>, tensor<2816x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x256xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<64x256xf32>
    %7 = call @silu(%6) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %8 = stablehlo.tanh %7 : tensor<64x256xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<64x256xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<64x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<64x256xf32>
    %16 = stablehlo.tanh %15 : tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %18 = stablehlo.add %17, %16 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<64x256xf32>
    %21 = stablehlo.multiply %8, %20 : tensor<64x256xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = call @clip(%21, %cst_3, %cst_4) : (tensor<64x256xf32>, tensor<f32>, tensor<f32>) -> tensor<64x256xf32>
    return %22 : tensor<64x256xf32>
  }
  func.func private @silu(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64x256xf32>
    %1 = stablehlo.exponential %0 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<64x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64x256xf32>
    return %6 : tensor<64x256xf32>
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
