module @jit_kb2_055_matmul_maxpool_sum_scale attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x4096xbf16>, %arg1: tensor<4096x4096xbf16>, %arg2: tensor<4096xbf16>) -> (tensor<128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<128x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<128x4096xf32>
    %4 = stablehlo.add %0, %3 : tensor<128x4096xf32>
    %5 = stablehlo.reshape %4 : (tensor<128x4096xf32>) -> tensor<128x2048x2xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<128x2048x2xf32>, tensor<f32>) -> tensor<128x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<128x2048xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<128xf32>
    %10 = stablehlo.convert %9 : (tensor<128xf32>) -> tensor<128xbf16>
    return %10 : tensor<128xbf16>
  }
}
