module @jit_kb2_055_matmul_maxpool_sum_scale attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x4096xf32>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<4096xf32>) -> (tensor<128xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<128x4096xf32>
    %3 = stablehlo.add %0, %2 : tensor<128x4096xf32>
    %4 = stablehlo.reshape %3 : (tensor<128x4096xf32>) -> tensor<128x2048x2xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<128x2048x2xf32>, tensor<f32>) -> tensor<128x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<128x2048xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<128xf32>
    return %8 : tensor<128xf32>
  }
}
