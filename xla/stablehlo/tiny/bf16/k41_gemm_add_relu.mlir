module @jit_k41_gemm_add_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x256xbf16>, %arg1: tensor<256x256xbf16>, %arg2: tensor<256xbf16>) -> (tensor<64x256xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x256xbf16>, tensor<256x256xbf16>) -> tensor<64x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<256xbf16>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %4 = stablehlo.add %0, %3 : tensor<64x256xf32>
    %5 = call @relu(%4) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %6 = stablehlo.convert %5 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    return %6 : tensor<64x256xbf16>
  }
  func.func private @relu(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
}
