module @jit_kb2_053_gemm_scaling_hardtanh_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>) -> (tensor<512x2048xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<512x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %4 = stablehlo.add %0, %3 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = call @clip(%6, %cst_0, %cst_1) : (tensor<512x2048xf32>, tensor<f32>, tensor<f32>) -> tensor<512x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<512x2048xf32>
    %10 = stablehlo.negate %7 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<512x2048xf32>
    %13 = chlo.erfc %12 : tensor<512x2048xf32> -> tensor<512x2048xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<512x2048xf32>
    %15 = stablehlo.convert %14 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    return %15 : tensor<512x2048xbf16>
  }
  func.func private @clip(%arg0: tensor<512x2048xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512x2048xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<512x2048xf32>
    return %5 : tensor<512x2048xf32>
  }
}
