module @jit_kb2_064_gemm_logsumexp_leakyrelu_leakyrelu_gelu_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>) -> (tensor<32x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.is_finite %8 : (tensor<32x1xf32>) -> tensor<32x1xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %11 = stablehlo.select %9, %8, %10 : tensor<32x1xi1>, tensor<32x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1024xf32>
    %13 = stablehlo.subtract %4, %12 : tensor<32x1024xf32>
    %14 = stablehlo.exponential %13 : tensor<32x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %17 = stablehlo.sign %16 : tensor<32x1xf32>
    %18 = stablehlo.abs %16 : tensor<32x1xf32>
    %19 = stablehlo.log %18 : tensor<32x1xf32>
    %20 = stablehlo.add %19, %11 : tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %21 = call @leaky_relu(%20, %cst_3) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32x1xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %22 = call @leaky_relu(%21, %cst_4) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x1xf32>
    %25 = stablehlo.negate %22 : tensor<32x1xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<32x1xf32>
    %28 = chlo.erfc %27 : tensor<32x1xf32> -> tensor<32x1xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<32x1xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<32x1xf32>
    %32 = stablehlo.negate %29 : tensor<32x1xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<32x1xf32>
    %35 = chlo.erfc %34 : tensor<32x1xf32> -> tensor<32x1xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<32x1xf32>
    %37 = stablehlo.convert %36 : (tensor<32x1xf32>) -> tensor<32x1xbf16>
    return %37 : tensor<32x1xbf16>
  }
  func.func private @leaky_relu(%arg0: tensor<32x1xf32>, %arg1: tensor<f32>) -> tensor<32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<32x1xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<32x1xi1>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    return %5 : tensor<32x1xf32>
  }
  func.func private @_where(%arg0: tensor<32x1xi1>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x1xf32>) -> tensor<32x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x1xi1>, tensor<32x1xf32>
    return %0 : tensor<32x1xf32>
  }
}
