module @jit_p04_splash_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x1024x128xbf16>, %arg1: tensor<2x1024x128xbf16>, %arg2: tensor<2x1024x128xbf16>) -> (tensor<16x1024x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %2 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1024xi32>) -> tensor<1x1024xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1024xi32>) -> tensor<1024x1024xi32>
    %5 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1024xi32>
    %6 = stablehlo.compare LE, %4, %5, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %7 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1024xi32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1024xi32>) -> tensor<1024x1024xi32>
    %9 = stablehlo.subtract %7, %8 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<256> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %11 = stablehlo.compare LT, %9, %10, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1024xi32>
    %13 = stablehlo.compare LT, %3, %12, SIGNED : (tensor<1x1024xi32>, tensor<1x1024xi32>) -> tensor<1x1024xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1024xi1>) -> tensor<1024x1024xi1>
    %15 = stablehlo.or %11, %14 : tensor<1024x1024xi1>
    %16 = stablehlo.and %6, %15 : tensor<1024x1024xi1>
    %17 = stablehlo.reshape %arg0 : (tensor<16x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %18 = stablehlo.dot_general %17, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x1024x128xbf16>, tensor<2x1024x128xbf16>) -> tensor<2x8x1024x1024xf32>
    %cst = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1024x1024xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x8x1024x1024xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = call @_where(%16, %20, %cst_1) : (tensor<1024x1024xi1>, tensor<2x8x1024x1024xf32>, tensor<f32>) -> tensor<2x8x1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x1024x1024xf32>, tensor<f32>) -> tensor<2x8x1024xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1024xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<2x8x1024xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x8x1024xf32>) -> tensor<2x8x1024x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x8x1024x1xf32>) -> tensor<2x8x1024x1024xf32>
    %27 = stablehlo.subtract %21, %26 : tensor<2x8x1024x1024xf32>
    %28 = stablehlo.exponential %27 : tensor<2x8x1024x1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x8x1024x1024xf32>, tensor<f32>) -> tensor<2x8x1024xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x8x1024xf32>) -> tensor<2x8x1024x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<2x8x1024x1xf32>) -> tensor<2x8x1024x1024xf32>
    %32 = stablehlo.divide %28, %31 : tensor<2x8x1024x1024xf32>
    %33 = stablehlo.convert %32 : tensor<2x8x1024x1024xf32>
    %34 = stablehlo.convert %arg2 : (tensor<2x1024x128xbf16>) -> tensor<2x1024x128xf32>
    %35 = stablehlo.dot_general %33, %34, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x1024x1024xf32>, tensor<2x1024x128xf32>) -> tensor<2x8x1024x128xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x8x1024x128xf32>) -> tensor<16x1024x128xf32>
    %37 = stablehlo.convert %36 : (tensor<16x1024x128xf32>) -> tensor<16x1024x128xbf16>
    return %37 : tensor<16x1024x128xbf16>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<2x8x1024x1024xf32>, %arg2: tensor<f32>) -> tensor<2x8x1024x1024xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1024x1024xi1>) -> tensor<2x8x1024x1024xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x1024x1024xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x8x1024x1024xi1>, tensor<2x8x1024x1024xf32>
    return %3 : tensor<2x8x1024x1024xf32>
  }
}
