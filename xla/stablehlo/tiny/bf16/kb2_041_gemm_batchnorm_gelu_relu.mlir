module @jit_kb2_041_gemm_batchnorm_gelu_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024xbf16>) -> (tensor<64x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x1024xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<64x1024xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<64x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x1024xf32>
    %14 = stablehlo.sqrt %13 : tensor<1x1024xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %16 = stablehlo.divide %6, %15 : tensor<64x1024xf32>
    %17 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<64x1024xf32>
    %21 = stablehlo.convert %arg3 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %24 = stablehlo.add %20, %23 : tensor<64x1024xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<64x1024xf32>
    %27 = stablehlo.negate %24 : tensor<64x1024xf32>
    %cst_5 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<64x1024xf32>
    %30 = chlo.erfc %29 : tensor<64x1024xf32> -> tensor<64x1024xf32>
    %31 = stablehlo.multiply %26, %30 : tensor<64x1024xf32>
    %32 = call @relu(%31) : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %33 = stablehlo.convert %32 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %33 : tensor<64x1024xbf16>
  }
  func.func private @relu(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x1024xf32>
    return %1 : tensor<64x1024xf32>
  }
}
