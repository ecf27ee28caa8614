module @jit_kb2_028_bmm_instancenorm_sum_residualadd_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<32x1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<32x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1024xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<32x1024xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<32x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<32x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<32x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1024xf32>
    %20 = stablehlo.divide %10, %19 : tensor<32x1024xf32>
    %21 = stablehlo.convert %arg3 : (tensor<32x1024xbf16>) -> tensor<32x1024xf32>
    %22 = stablehlo.add %20, %21 : tensor<32x1024xf32>
    %23 = stablehlo.convert %arg3 : (tensor<32x1024xbf16>) -> tensor<32x1024xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<32x1024xf32>
    %25 = stablehlo.convert %24 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %25 : tensor<32x1024xbf16>
  }
}
