module @jit_kb2_086_matmul_divide_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %6 = stablehlo.divide %4, %5 : tensor<32x1024xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<32x1024xf32>
    %9 = stablehlo.negate %6 : tensor<32x1024xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<32x1024xf32>
    %12 = chlo.erfc %11 : tensor<32x1024xf32> -> tensor<32x1024xf32>
    %13 = stablehlo.multiply %8, %12 : tensor<32x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %14 : tensor<32x1024xbf16>
  }
}
