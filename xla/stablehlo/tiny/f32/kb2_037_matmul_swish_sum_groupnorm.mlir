module @jit_kb2_037_matmul_swish_sum_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1024xf32>, %arg5: tensor<1024xf32>) -> (tensor<32x1024xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xf32>, tensor<1024x1024xf32>) -> tensor<32x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x1024xf32>
    %4 = call @silu(%3) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %7 = stablehlo.add %4, %6 : tensor<32x1024xf32>
    %8 = stablehlo.reshape %7 : (tensor<32x1024xf32>) -> tensor<32x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<32x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<32x16x64xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<32x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<32x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %21 = stablehlo.add %19, %20 : tensor<32x16x1xf32>
    %22 = stablehlo.sqrt %21 : tensor<32x16x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %24 = stablehlo.divide %14, %23 : tensor<32x16x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<32x16x64xf32>) -> tensor<32x1024xf32>
    %26 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x1024xf32>
    %29 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x1024xf32>
    return %31 : tensor<32x1024xf32>
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
