module @jit_kb2_033_gemm_scale_batchnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1024xf32>) -> (tensor<32x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xf32>, tensor<1024x1024xf32>) -> tensor<32x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1024xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<32x1024xf32>
    %10 = chlo.square %9 : tensor<32x1024xf32> -> tensor<32x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1024xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %16 = stablehlo.subtract %3, %15 : tensor<32x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %18 = stablehlo.add %13, %17 : tensor<1024xf32>
    %19 = stablehlo.rsqrt %18 : tensor<1024xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<32x1024xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<32x1024xf32>
    %26 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %28 = stablehlo.add %25, %27 : tensor<32x1024xf32>
    return %28 : tensor<32x1024xf32>
  }
}
