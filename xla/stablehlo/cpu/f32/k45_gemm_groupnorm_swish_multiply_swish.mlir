module @jit_k45_gemm_groupnorm_swish_multiply_swish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<2048xf32>, %arg4: tensor<2048xf32>, %arg5: tensor<2048xf32>) -> (tensor<2048x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %4 = stablehlo.add %1, %3 : tensor<2048x2048xf32>
    %5 = stablehlo.reshape %4 : (tensor<2048x2048xf32>) -> tensor<2048x64x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2048x64x32xf32>, tensor<f32>) -> tensor<2048x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2048x64xf32>) -> tensor<2048x64x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x64x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2048x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2048x64x1xf32>) -> tensor<2048x64x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2048x64x32xf32>
    %12 = chlo.square %11 : tensor<2048x64x32xf32> -> tensor<2048x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2048x64x32xf32>, tensor<f32>) -> tensor<2048x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2048x64xf32>) -> tensor<2048x64x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x64x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2048x64x1xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2048x64x1xf32>) -> tensor<2048x64x32xf32>
    %18 = stablehlo.subtract %5, %17 : tensor<2048x64x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x64x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<2048x64x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<2048x64x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2048x64x1xf32>) -> tensor<2048x64x32xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<2048x64x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2048x64x32xf32>) -> tensor<2048x2048xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<2048x2048xf32>
    %28 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %30 = stablehlo.add %27, %29 : tensor<2048x2048xf32>
    %31 = call @silu(%30) : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %32 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2048x2048xf32>
    %35 = call @silu(%34) : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    return %35 : tensor<2048x2048xf32>
  }
  func.func private @silu(%arg0: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2048x2048xf32>
    %1 = stablehlo.exponential %0 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %3 = stablehlo.add %2, %1 : tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2048x2048xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2048x2048xf32>
    return %6 : tensor<2048x2048xf32>
  }
}
