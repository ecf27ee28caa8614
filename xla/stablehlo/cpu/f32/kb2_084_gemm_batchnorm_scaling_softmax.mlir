module @jit_kb2_084_gemm_batchnorm_scaling_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<2048xf32>, %arg4: tensor<1xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<512x2048xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x2048xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x2048xf32>
    %14 = stablehlo.sqrt %13 : tensor<1x2048xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %16 = stablehlo.divide %6, %15 : tensor<512x2048xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<512x2048xf32>
    %20 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %22 = stablehlo.add %19, %21 : tensor<512x2048xf32>
    %23 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<512x2048xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<512xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<512x2048xf32>
    %32 = stablehlo.exponential %31 : tensor<512x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %36 = stablehlo.divide %32, %35 : tensor<512x2048xf32>
    return %36 : tensor<512x2048xf32>
  }
}
