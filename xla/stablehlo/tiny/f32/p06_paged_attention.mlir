module @jit_p06_paged_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x128xf32>, %arg1: tensor<32x16x2x128xf32>, %arg2: tensor<32x16x2x128xf32>, %arg3: tensor<4xi32>, %arg4: tensor<4x8xi32>) -> (tensor<4x16x128xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %1 = stablehlo.compare LT, %arg4, %0, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %3 = stablehlo.add %arg4, %2 : tensor<4x8xi32>
    %4 = stablehlo.select %1, %3, %arg4 : tensor<4x8xi1>, tensor<4x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 2, 128>}> : (tensor<32x16x2x128xf32>, tensor<4x8x1xi32>) -> tensor<4x8x16x2x128xf32>
    %7 = stablehlo.reshape %6 : (tensor<4x8x16x2x128xf32>) -> tensor<4x128x2x128xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %9 = stablehlo.compare LT, %arg4, %8, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %11 = stablehlo.add %arg4, %10 : tensor<4x8xi32>
    %12 = stablehlo.select %9, %11, %arg4 : tensor<4x8xi1>, tensor<4x8xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %14 = "stablehlo.gather"(%arg2, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 2, 128>}> : (tensor<32x16x2x128xf32>, tensor<4x8x1xi32>) -> tensor<4x8x16x2x128xf32>
    %15 = stablehlo.reshape %14 : (tensor<4x8x16x2x128xf32>) -> tensor<4x128x2x128xf32>
    %16 = stablehlo.reshape %arg0 : (tensor<4x16x128xf32>) -> tensor<4x2x8x128xf32>
    %17 = stablehlo.dot_general %16, %7, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x2x8x128xf32>, tensor<4x128x2x128xf32>) -> tensor<4x2x8x128xf32>
    %cst = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x8x128xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<4x2x8x128xf32>
    %20 = stablehlo.iota dim = 0 : tensor<128xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<4x128xi32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x128xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<4x128xi32>, tensor<4x128xi32>) -> tensor<4x128xi1>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 3] : (tensor<4x128xi1>) -> tensor<4x1x1x128xi1>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = call @_where(%26, %19, %cst_3) : (tensor<4x1x1x128xi1>, tensor<4x2x8x128xf32>, tensor<f32>) -> tensor<4x2x8x128xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x8x128xf32>, tensor<f32>) -> tensor<4x2x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<4x2x8xf32>) -> tensor<4x2x8x1xf32>
    %30 = stablehlo.is_finite %29 : (tensor<4x2x8x1xf32>) -> tensor<4x2x8x1xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = call @_where_0(%30, %29, %cst_5) : (tensor<4x2x8x1xi1>, tensor<4x2x8x1xf32>, tensor<f32>) -> tensor<4x2x8x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<4x2x8x1xf32>) -> tensor<4x2x8x128xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<4x2x8x128xf32>
    %34 = stablehlo.exponential %33 : tensor<4x2x8x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = call @_where(%26, %34, %cst_6) : (tensor<4x1x1x128xi1>, tensor<4x2x8x128xf32>, tensor<f32>) -> tensor<4x2x8x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<4x2x8x128xf32>, tensor<f32>) -> tensor<4x2x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<4x2x8xf32>) -> tensor<4x2x8x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2x8x1xf32>
    %39 = stablehlo.compare GT, %37, %38, FLOAT : (tensor<4x2x8x1xf32>, tensor<4x2x8x1xf32>) -> tensor<4x2x8x1xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = call @_where_0(%39, %37, %cst_9) : (tensor<4x2x8x1xi1>, tensor<4x2x8x1xf32>, tensor<f32>) -> tensor<4x2x8x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<4x2x8x1xf32>) -> tensor<4x2x8x128xf32>
    %42 = stablehlo.divide %35, %41 : tensor<4x2x8x128xf32>
    %43 = stablehlo.dot_general %42, %15, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2x8x128xf32>, tensor<4x128x2x128xf32>) -> tensor<4x2x8x128xf32>
    %44 = stablehlo.reshape %43 : (tensor<4x2x8x128xf32>) -> tensor<4x16x128xf32>
    return %44 : tensor<4x16x128xf32>
  }
  func.func private @_where(%arg0: tensor<4x1x1x128xi1>, %arg1: tensor<4x2x8x128xf32>, %arg2: tensor<f32>) -> tensor<4x2x8x128xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<4x1x1x128xi1>) -> tensor<4x2x8x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x2x8x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x2x8x128xi1>, tensor<4x2x8x128xf32>
    return %3 : tensor<4x2x8x128xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x2x8x1xi1>, %arg1: tensor<4x2x8x1xf32>, %arg2: tensor<f32>) -> tensor<4x2x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x2x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x2x8x1xi1>, tensor<4x2x8x1xf32>
    return %2 : tensor<4x2x8x1xf32>
  }
}
