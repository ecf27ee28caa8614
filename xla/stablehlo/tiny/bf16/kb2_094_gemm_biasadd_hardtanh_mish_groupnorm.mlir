module @jit_kb2_094_gemm_biasadd_hardtanh_mish_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024xbf16>, %arg4: tensor<1024xbf16>, %arg5: tensor<1024xbf16>) -> (tensor<32x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<32x1024xf32>
    %5 = stablehlo.convert %arg3 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %8 = stablehlo.add %4, %7 : tensor<32x1024xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = call @clip(%8, %cst, %cst_0) : (tensor<32x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<32x1024xf32>
    %10 = call @softplus(%9) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
    %11 = stablehlo.tanh %10 : tensor<32x1024xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<32x1024xf32>
    %13 = stablehlo.reshape %12 : (tensor<32x1024xf32>) -> tensor<32x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<32x32x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<32x32x1xf32>) -> tensor<32x32x32xf32>
    %19 = stablehlo.subtract %13, %18 : tensor<32x32x32xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<32x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<32x32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x32x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<32x32x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32x1xf32>
    %26 = stablehlo.add %24, %25 : tensor<32x32x1xf32>
    %27 = stablehlo.sqrt %26 : tensor<32x32x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<32x32x1xf32>) -> tensor<32x32x32xf32>
    %29 = stablehlo.divide %19, %28 : tensor<32x32x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<32x32x32xf32>) -> tensor<32x1024xf32>
    %31 = stablehlo.convert %arg4 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<32x1024xf32>
    %35 = stablehlo.convert %arg5 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<32x1024xf32>
    %38 = stablehlo.add %34, %37 : tensor<32x1024xf32>
    %39 = stablehlo.convert %38 : (tensor<32x1024xf32>) -> tensor<32x1024xbf16>
    return %39 : tensor<32x1024xbf16>
  }
  func.func private @clip(%arg0: tensor<32x1024xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x1024xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<32x1024xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<32x1024xf32>
    return %5 : tensor<32x1024xf32>
  }
  func.func private @softplus(%arg0: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x1024xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x1024xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<32x1024xf32>, tensor<32x1024xf32>) -> tensor<32x1024xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<32x1024xf32>
    %7 = stablehlo.abs %3 : tensor<32x1024xf32>
    %8 = stablehlo.negate %7 : tensor<32x1024xf32>
    %9 = stablehlo.exponential %8 : tensor<32x1024xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<32x1024xf32>
    %11 = stablehlo.add %1, %10 : tensor<32x1024xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<32x1024xi1>, tensor<32x1024xf32>
    return %12 : tensor<32x1024xf32>
  }
}
