module @jit_k45_gemm_groupnorm_swish_multiply_swish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<2048xbf16>, %arg5: tensor<2048xbf16>) -> (tensor<2048x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %2 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.add %1, %4 : tensor<2048x2048xf32>
    %6 = stablehlo.reshape %5 : (tensor<2048x2048xf32>) -> tensor<2048x64x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2048x64x32xf32>, tensor<f32>) -> tensor<2048x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2048x64xf32>) -> tensor<2048x64x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x64x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2048x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2048x64x1xf32>) -> tensor<2048x64x32xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<2048x64x32xf32>
    %13 = chlo.square %12 : tensor<2048x64x32xf32> -> tensor<2048x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2048x64x32xf32>, tensor<f32>) -> tensor<2048x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2048x64xf32>) -> tensor<2048x64x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2048x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2048x64x1xf32>) -> tensor<2048x64x32xf32>
    %19 = stablehlo.subtract %6, %18 : tensor<2048x64x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x64x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<2048x64x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<2048x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2048x64x1xf32>) -> tensor<2048x64x32xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<2048x64x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<2048x64x32xf32>) -> tensor<2048x2048xf32>
    %26 = stablehlo.convert %arg3 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<2048x2048xf32>
    %30 = stablehlo.convert %arg4 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %33 = stablehlo.add %29, %32 : tensor<2048x2048xf32>
    %34 = call @silu(%33) : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %35 = stablehlo.convert %arg5 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2048x2048xf32>
    %39 = call @silu(%38) : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %40 = stablehlo.convert %39 : (tensor<2048x2048xf32>) -> tensor<2048x2048xbf16>
    return %40 : tensor<2048x2048xbf16>
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
