module @jit_k31_gemm_batchnorm_gelu_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2816x1408xf32>, %arg1: tensor<1408x1408xf32>, %arg2: tensor<1408xf32>, %arg3: tensor<1408xf32>) -> (tensor<2816x1408xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<1408x1408xf32>) -> tensor<1408x1408xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2816x1408xf32>, tensor<1408x1408xf32>) -> tensor<2816x1408xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2816x1408xf32>, tensor<f32>) -> tensor<1408xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1408xf32>) -> tensor<1x1408xf32>
    %cst_0 = stablehlo.constant dense<2.816000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1408xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x1408xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<2816x1408xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<2816x1408xf32>
    %8 = chlo.square %7 : tensor<2816x1408xf32> -> tensor<2816x1408xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2816x1408xf32>, tensor<f32>) -> tensor<1408xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<1408xf32>) -> tensor<1x1408xf32>
    %cst_2 = stablehlo.constant dense<2.816000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1408xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x1408xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<2816x1408xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<2816x1408xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1408xf32>
    %16 = stablehlo.add %12, %15 : tensor<1x1408xf32>
    %17 = stablehlo.rsqrt %16 : tensor<1x1408xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<2816x1408xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<2816x1408xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1408xf32>) -> tensor<1x1408xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<2816x1408xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<2816x1408xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1408xf32>) -> tensor<1x1408xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1408xf32>) -> tensor<2816x1408xf32>
    %25 = stablehlo.add %22, %24 : tensor<2816x1408xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<2816x1408xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<2816x1408xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2816x1408xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<2816x1408xf32>
    %30 = stablehlo.add %25, %29 : tensor<2816x1408xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2816x1408xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2816x1408xf32>
    %33 = stablehlo.tanh %32 : tensor<2816x1408xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2816x1408xf32>
    %35 = stablehlo.add %34, %33 : tensor<2816x1408xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2816x1408xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2816x1408xf32>
    %38 = stablehlo.multiply %25, %37 : tensor<2816x1408xf32>
    %39 = call @relu(%38) : (tensor<2816x1408xf32>) -> tensor<2816x1408xf32>
    return %39 : tensor<2816x1408xf32>
  }
  func.func private @relu(%arg0: tensor<2816x1408xf32>) -> tensor<2816x1408xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2816x1408xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2816x1408xf32>
    return %1 : tensor<2816x1408xf32>
  }
}
