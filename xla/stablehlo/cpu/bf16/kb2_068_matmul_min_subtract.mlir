module @jit_kb2_068_matmul_min_subtract attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x4096xbf16>, %arg1: tensor<4096x4096xbf16>, %arg2: tensor<4096xbf16>) -> (tensor<128x4096xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<128x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<128x4096xf32>
    %4 = stablehlo.add %0, %3 : tensor<128x4096xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %6 = stablehlo.minimum %4, %5 : tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<128x4096xf32>
    %9 = stablehlo.convert %8 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %9 : tensor<128x4096xbf16>
  }
}
