module @jit_kb2_098_matmul_avgpool_gelu_scale_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xf32>, tensor<1024x1024xf32>) -> tensor<32x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x1024xf32>
    %4 = stablehlo.reshape %3 : (tensor<32x1024xf32>) -> tensor<32x64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x64x16xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %7 = stablehlo.divide %5, %6 : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<32x64xf32>
    %10 = stablehlo.negate %7 : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32x64xf32>
    %13 = chlo.erfc %12 : tensor<32x64xf32> -> tensor<32x64xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    return %17 : tensor<32xf32>
  }
}
