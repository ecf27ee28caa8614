module @jit_k43_gemm_batchnorm_scaling_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<2048xf32>, %arg4: tensor<2048xf32>, %arg5: tensor<2048xf32>, %arg6: tensor<2048xf32>, %arg7: tensor<1xf32>) -> (tensor<32x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x2048xf32>, tensor<2048x2048xf32>) -> tensor<32x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x2048xf32>
    %4 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<32x2048xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %8 = stablehlo.add %arg6, %7 : tensor<2048xf32>
    %9 = stablehlo.sqrt %8 : tensor<2048xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %12 = stablehlo.divide %6, %11 : tensor<32x2048xf32>
    %13 = stablehlo.reshape %arg7 : (tensor<1xf32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<32x2048xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<32x2048xf32>
    %19 = stablehlo.add %16, %18 : tensor<32x2048xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x2048xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %27 = stablehlo.subtract %21, %26 : tensor<32x2048xf32>
    %28 = stablehlo.exponential %27 : tensor<32x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x2048xf32>, tensor<f32>) -> tensor<32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2048xf32>
    %32 = stablehlo.divide %28, %31 : tensor<32x2048xf32>
    return %32 : tensor<32x2048xf32>
  }
}
