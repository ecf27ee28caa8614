module @jit_k26_bmm_instancenorm_sum_residualadd_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x512xbf16>, %arg1: tensor<32x1024xbf16>, %arg2: tensor<1024x512xbf16>, %arg3: tensor<1024xbf16>, %arg4: tensor<1024xbf16>, %arg5: tensor<1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x512xbf16>, tensor<512x1024xbf16>) -> tensor<32x1024xf32>
    %2 = stablehlo.convert %arg3 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %5 = stablehlo.add %1, %4 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x1024xf32>
    %12 = chlo.square %11 : tensor<32x1024xf32> -> tensor<32x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x1024xf32>, tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<32x1xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1024xf32>
    %18 = stablehlo.subtract %5, %17 : tensor<32x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<32x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<32x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1024xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<32x1024xf32>
    %24 = stablehlo.convert %arg4 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %27 = stablehlo.multiply %23, %26 : tensor<32x1024xf32>
    %28 = stablehlo.convert %arg5 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %31 = stablehlo.add %27, %30 : tensor<32x1024xf32>
    %32 = stablehlo.convert %arg1 : (tensor<32x1024xbf16>) -> tensor<32x1024xf32>
    %33 = stablehlo.add %31, %32 : tensor<32x1024xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<32x1024xf32>
    %35 = stablehlo.convert %34 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %35 : tensor<32x1024xbf16>
  }
}
