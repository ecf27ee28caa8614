module @jit_k43_gemm_batchnorm_scaling_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<2048xbf16>, %arg5: tensor<2048xbf16>, %arg6: tensor<2048xbf16>, %arg7: tensor<1xbf16>) -> (tensor<32x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<32x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x2048xf32>
    %5 = stablehlo.convert %arg5 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %8 = stablehlo.subtract %4, %7 : tensor<32x2048xf32>
    %9 = stablehlo.convert %arg6 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %11 = stablehlo.add %9, %10 : tensor<2048xf32>
    %12 = stablehlo.sqrt %11 : tensor<2048xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %15 = stablehlo.divide %8, %14 : tensor<32x2048xf32>
    %16 = stablehlo.convert %arg7 : (tensor<1xbf16>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.convert %arg3 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %21 = stablehlo.multiply %15, %20 : tensor<32x2048xf32>
    %22 = stablehlo.convert %arg4 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %25 = stablehlo.add %21, %24 : tensor<32x2048xf32>
    %26 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<32x2048xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<32x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<32xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<32x2048xf32>
    %34 = stablehlo.exponential %33 : tensor<32x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %38 = stablehlo.divide %34, %37 : tensor<32x2048xf32>
    %39 = stablehlo.convert %38 : (tensor<32x2048xf32>) -> tensor<32x2048xbf16>
    return %39 : tensor<32x2048xbf16>
  }
}
