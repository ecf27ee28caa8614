module @jit_kb2_097_matmul_batchnorm_biasadd_divide_swish attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1xf32>) -> (tensor<32x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xf32>, tensor<1024x1024xf32>) -> tensor<32x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x1024xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<32x1024xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<32x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x1024xf32>
    %14 = stablehlo.sqrt %13 : tensor<1x1024xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %16 = stablehlo.divide %6, %15 : tensor<32x1024xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32x1024xf32>
    %20 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %22 = stablehlo.add %19, %21 : tensor<32x1024xf32>
    %23 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1024xf32>
    %25 = stablehlo.add %22, %24 : tensor<32x1024xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %27 = stablehlo.divide %25, %26 : tensor<32x1024xf32>
    %28 = call @silu(%27) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
    return %28 : tensor<32x1024xf32>
  }
  func.func private @silu(%arg0: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32x1024xf32>
    %1 = stablehlo.exponential %0 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %3 = stablehlo.add %2, %1 : tensor<32x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %5 = stablehlo.divide %4, %3 : tensor<32x1024xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32x1024xf32>
    return %6 : tensor<32x1024xf32>
  }
}
