module @jit_p15_retnet_retention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x16x64x256xf32>, %arg1: tensor<1x16x64x256xf32>, %arg2: tensor<1x16x64x256xf32>) -> (tensor<1x16x64x256xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<[-0.0317486972, -0.0157483574, -0.00784317776, -0.00391389942, -0.00195503491, -9.77039686E-4, -4.88400517E-4, -2.44170427E-4, -1.22077763E-4, -6.10370189E-5, -3.05180438E-5, -1.52589055E-5, -7.62942363E-6, -3.81470454E-6, -1.90735045E-6, -9.53674771E-7]> : tensor<16xf32>
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %2 = stablehlo.iota dim = 0 : tensor<64xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<64x64xi32>
    %7 = stablehlo.convert %6 : (tensor<64x64xi32>) -> tensor<64x64xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %9 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %10 = stablehlo.compare LE, %8, %9, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %13 = stablehlo.maximum %7, %12 : tensor<64x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x64x64xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x64x64xf32>) -> tensor<16x64x64xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<16x64x64xf32>
    %18 = stablehlo.exponential %17 : tensor<16x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = call @_where(%10, %18, %cst_1) : (tensor<64x64xi1>, tensor<16x64x64xf32>, tensor<f32>) -> tensor<16x64x64xf32>
    %20 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x16x64x256xf32>, tensor<1x16x64x256xf32>) -> tensor<1x16x64x64xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1, 2, 3] : (tensor<16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<1x16x64x64xf32>
    %23 = stablehlo.abs %22 : tensor<1x16x64x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x16x64x64xf32>, tensor<f32>) -> tensor<1x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<1x16x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16x64x1xf32>
    %27 = stablehlo.maximum %25, %26 : tensor<1x16x64x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x16x64x1xf32>) -> tensor<1x16x64x64xf32>
    %29 = stablehlo.divide %22, %28 : tensor<1x16x64x64xf32>
    %30 = stablehlo.dot_general %29, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<1x16x64x64xf32>, tensor<1x16x64x256xf32>) -> tensor<1x16x64x256xf32>
    return %30 : tensor<1x16x64x256xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<16x64x64xf32>, %arg2: tensor<f32>) -> tensor<16x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<16x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x64x64xi1>, tensor<16x64x64xf32>
    return %3 : tensor<16x64x64xf32>
  }
}
