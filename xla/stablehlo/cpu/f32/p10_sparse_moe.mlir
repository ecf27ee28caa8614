module @jit_p10_sparse_moe attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x8xf32>, %arg2: tensor<8x512x1792xf32>, %arg3: tensor<8x512x1792xf32>, %arg4: tensor<8x1792x512xf32>) -> (tensor<1024x512xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x512xf32>, tensor<512x8xf32>) -> tensor<1024x8xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<1024x8xf32> -> (tensor<1024x2xf32>, tensor<1024x2xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x2xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<1024xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2xf32>
    %6 = stablehlo.subtract %values, %5 : tensor<1024x2xf32>
    %7 = stablehlo.exponential %6 : tensor<1024x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1024x2xf32>, tensor<f32>) -> tensor<1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2xf32>
    %11 = stablehlo.divide %7, %10 : tensor<1024x2xf32>
    %12 = call @_one_hot(%indices) : (tensor<1024x2xi32>) -> tensor<1024x2x8xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1024x2xf32>) -> tensor<1024x2x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1024x2x1xf32>) -> tensor<1024x2x8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1024x2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<1024x2x8xf32>, tensor<f32>) -> tensor<1024x8xf32>
    %17 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1024x512xf32>, tensor<8x512x1792xf32>) -> tensor<1024x8x1792xf32>
    %18 = call @silu(%17) : (tensor<1024x8x1792xf32>) -> tensor<1024x8x1792xf32>
    %19 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1024x512xf32>, tensor<8x512x1792xf32>) -> tensor<1024x8x1792xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<1024x8x1792xf32>
    %21 = stablehlo.dot_general %arg4, %20, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [HIGHEST, HIGHEST] : (tensor<8x1792x512xf32>, tensor<1024x8x1792xf32>) -> tensor<8x512x1024xf32>
    %22 = stablehlo.transpose %21, dims = [2, 0, 1] : (tensor<8x512x1024xf32>) -> tensor<1024x8x512xf32>
    %23 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1024x8xf32>) -> tensor<1024x8x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1024x8x1xf32>) -> tensor<1024x8x512xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<1024x8x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<1024x8x512xf32>, tensor<f32>) -> tensor<1024x512xf32>
    return %26 : tensor<1024x512xf32>
  }
  func.func private @_one_hot(%arg0: tensor<1024x2xi32>) -> tensor<1024x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1024x2xi32>) -> tensor<1024x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1024x2x1xi32>) -> tensor<1024x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<1024x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<1024x2x8xi32>, tensor<1024x2x8xi32>) -> tensor<1024x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<1024x2x8xi1>) -> tensor<1024x2x8xf32>
    return %5 : tensor<1024x2x8xf32>
  }
  func.func private @silu(%arg0: tensor<1024x8x1792xf32>) -> tensor<1024x8x1792xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1024x8x1792xf32>
    %1 = stablehlo.exponential %0 : tensor<1024x8x1792xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x8x1792xf32>
    %3 = stablehlo.add %2, %1 : tensor<1024x8x1792xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x8x1792xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x8x1792xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x8x1792xf32>
    return %6 : tensor<1024x8x1792xf32>
  }
}
