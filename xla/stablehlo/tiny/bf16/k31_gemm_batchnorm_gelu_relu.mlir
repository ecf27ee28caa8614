module @jit_k31_gemm_batchnorm_gelu_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x1408xbf16>, %arg1: tensor<128x1408xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128xbf16>) -> (tensor<128x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<128x1408xbf16>) -> tensor<1408x128xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x1408xbf16>, tensor<1408x128xbf16>) -> tensor<128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x128xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<128x128xf32>
    %8 = chlo.square %7 : tensor<128x128xf32> -> tensor<128x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x128xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<128x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %16 = stablehlo.add %12, %15 : tensor<1x128xf32>
    %17 = stablehlo.rsqrt %16 : tensor<1x128xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<128x128xf32>
    %20 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<128x128xf32>
    %24 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %27 = stablehlo.add %23, %26 : tensor<128x128xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<128x128xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<128x128xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<128x128xf32>
    %32 = stablehlo.add %27, %31 : tensor<128x128xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<128x128xf32>
    %35 = stablehlo.tanh %34 : tensor<128x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %37 = stablehlo.add %36, %35 : tensor<128x128xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<128x128xf32>
    %40 = stablehlo.multiply %27, %39 : tensor<128x128xf32>
    %41 = call @relu(%40) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %42 = stablehlo.convert %41 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    return %42 : tensor<128x128xbf16>
  }
  func.func private @relu(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
}
