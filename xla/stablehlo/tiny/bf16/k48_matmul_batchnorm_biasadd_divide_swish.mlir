module @jit_k48_matmul_batchnorm_biasadd_divide_swish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2816xbf16>, %arg1: tensor<2816x256xbf16>, %arg2: tensor<256xbf16>, %arg3: tensor<256xbf16>, %arg4: tensor<256xbf16>, %arg5: tensor<256xbf16>, %arg6: tensor<256xbf16>, %arg7: tensor<1xbf16>) -> (tensor<64x256xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x2816xbf16>, tensor<2816x256xbf16>) -> tensor<64x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<256xbf16>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %4 = stablehlo.add %0, %3 : tensor<64x256xf32>
    %5 = stablehlo.convert %arg5 : (tensor<256xbf16>) -> tensor<256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %8 = stablehlo.subtract %4, %7 : tensor<64x256xf32>
    %9 = stablehlo.convert %arg6 : (tensor<256xbf16>) -> tensor<256xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %11 = stablehlo.add %9, %10 : tensor<256xf32>
    %12 = stablehlo.sqrt %11 : tensor<256xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %15 = stablehlo.divide %8, %14 : tensor<64x256xf32>
    %16 = stablehlo.convert %arg3 : (tensor<256xbf16>) -> tensor<256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<64x256xf32>
    %20 = stablehlo.convert %arg4 : (tensor<256xbf16>) -> tensor<256xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %23 = stablehlo.add %19, %22 : tensor<64x256xf32>
    %24 = stablehlo.convert %arg7 : (tensor<1xbf16>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %27 = stablehlo.add %23, %26 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64x256xf32>
    %30 = call @silu(%29) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %31 = stablehlo.convert %30 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    return %31 : tensor<64x256xbf16>
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
