module @jit_kb2_037_matmul_swish_sum_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024xbf16>, %arg4: tensor<1024xbf16>, %arg5: tensor<1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %5 = call @silu(%4) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
    %6 = stablehlo.convert %arg3 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %9 = stablehlo.add %5, %8 : tensor<32x1024xf32>
    %10 = stablehlo.reshape %9 : (tensor<32x1024xf32>) -> tensor<32x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<32x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<32x16x64xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<32x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<32x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<32x16x1xf32>
    %24 = stablehlo.sqrt %23 : tensor<32x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %26 = stablehlo.divide %16, %25 : tensor<32x16x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x16x64xf32>) -> tensor<32x1024xf32>
    %28 = stablehlo.convert %arg4 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<32x1024xf32>
    %32 = stablehlo.convert %arg5 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %35 = stablehlo.add %31, %34 : tensor<32x1024xf32>
    %36 = stablehlo.convert %35 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %36 : tensor<32x1024xbf16>
  }
  func.func private @silu(%arg0: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32x1024xf32>
    %1 = stablehlo.exponential %0 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %3 = stablehlo.add %2, %1 : tensor<32x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %5 = stablehlo.divide %4, %3 : tensor<32x1024xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32x1024xf32>
    return %6 : tensor<32x1024xf32>
  }
}
