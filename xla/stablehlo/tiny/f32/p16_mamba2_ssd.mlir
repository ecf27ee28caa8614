module @jit_p16_mamba2_ssd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x64x64xf32>, %arg1: tensor<1x4x64x64xf32>, %arg2: tensor<1x4x64x64xf32>, %arg3: tensor<1x4x64xf32>) -> (tensor<1x4x64x64xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.negate %arg3 : tensor<1x4x64xf32>
    %1 = stablehlo.exponential %0 : tensor<1x4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x4x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x4x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %7 = stablehlo.add %5, %6 : tensor<1x4x64xf32>
    %8 = stablehlo.log %7 : tensor<1x4x64xf32>
    %9 = call @cumsum(%8) : (tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %11 = call @tril(%10) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 3] : (tensor<1x4x64xf32>) -> tensor<1x4x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x4x1x64xf32>) -> tensor<1x4x64x64xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<1x4x64x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = call @_where(%11, %16, %cst_2) : (tensor<64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %18 = stablehlo.exponential %17 : tensor<1x4x64x64xf32>
    %19 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<1x4x64x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %23 = stablehlo.abs %22 : tensor<1x4x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x64x1xf32>
    %25 = stablehlo.maximum %23, %24 : tensor<1x4x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %27 = stablehlo.divide %20, %26 : tensor<1x4x64x64xf32>
    %28 = stablehlo.dot_general %27, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    return %28 : tensor<1x4x64x64xf32>
  }
  func.func private @cumsum(%arg0: tensor<1x4x64xf32>) -> tensor<1x4x64xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    return %0 : tensor<1x4x64xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1x4x64xf32>) -> tensor<1x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [63, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 64>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    return %1 : tensor<1x4x64xf32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<1x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<1x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<1x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x64x64xi1>, tensor<1x4x64x64xf32>
    return %3 : tensor<1x4x64x64xf32>
  }
}
