module @jit_kb2_062_matmul_groupnorm_leakyrelu_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024xbf16>, %arg4: tensor<1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x1024xf32>) -> tensor<32x64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x64x16xf32>, tensor<f32>) -> tensor<32x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<32x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x64x16xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<32x64x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x64x16xf32>, tensor<f32>) -> tensor<32x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<32x64x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x64x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<32x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x16xf32>
    %21 = stablehlo.divide %11, %20 : tensor<32x64x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x64x16xf32>) -> tensor<32x1024xf32>
    %23 = stablehlo.convert %arg3 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<32x1024xf32>
    %27 = stablehlo.convert %arg4 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %30 = stablehlo.add %26, %29 : tensor<32x1024xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %31 = call @leaky_relu(%30, %cst_4) : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %32 = stablehlo.add %31, %31 : tensor<32x1024xf32>
    %33 = stablehlo.convert %32 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %33 : tensor<32x1024xbf16>
  }
  func.func private @leaky_relu(%arg0: tensor<32x1024xf32>, %arg1: tensor<f32>) -> tensor<32x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<32x1024xf32>, tensor<32x1024xf32>) -> tensor<32x1024xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<32x1024xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<32x1024xi1>, tensor<32x1024xf32>, tensor<32x1024xf32>) -> tensor<32x1024xf32>
    return %5 : tensor<32x1024xf32>
  }
  func.func private @_where(%arg0: tensor<32x1024xi1>, %arg1: tensor<32x1024xf32>, %arg2: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x1024xi1>, tensor<32x1024xf32>
    return %0 : tensor<32x1024xf32>
  }
}
