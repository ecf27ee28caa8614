module @jit_k48_matmul_batchnorm_biasadd_divide_swish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2816xf32>, %arg1: tensor<2816x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<1xf32>) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x2816xf32>, tensor<2816x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x256xf32>
    %4 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.add %arg6, %7 : tensor<256xf32>
    %9 = stablehlo.sqrt %8 : tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %12 = stablehlo.divide %6, %11 : tensor<64x256xf32>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<64x256xf32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %18 = stablehlo.add %15, %17 : tensor<64x256xf32>
    %19 = stablehlo.reshape %arg7 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %21 = stablehlo.add %18, %20 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %23 = stablehlo.divide %21, %22 : tensor<64x256xf32>
    %24 = call @silu(%23) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    return %24 : tensor<64x256xf32>
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
}
