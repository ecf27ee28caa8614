module @jit_kb2_062_matmul_groupnorm_leakyrelu_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048x2048xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<2048xf32>, %arg4: tensor<2048xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x2048xf32>
    %4 = stablehlo.reshape %3 : (tensor<512x2048xf32>) -> tensor<512x128x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<512x128x16xf32>, tensor<f32>) -> tensor<512x128xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<512x128xf32>) -> tensor<512x128x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<512x128x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<512x128x1xf32>) -> tensor<512x128x16xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<512x128x16xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<512x128x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<512x128x16xf32>, tensor<f32>) -> tensor<512x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<512x128xf32>) -> tensor<512x128x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x128x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<512x128x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x128x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<512x128x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<512x128x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<512x128x1xf32>) -> tensor<512x128x16xf32>
    %20 = stablehlo.divide %10, %19 : tensor<512x128x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<512x128x16xf32>) -> tensor<512x2048xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<512x2048xf32>
    %25 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %27 = stablehlo.add %24, %26 : tensor<512x2048xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %28 = call @leaky_relu(%27, %cst_4) : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512x2048xf32>
    %29 = stablehlo.add %28, %28 : tensor<512x2048xf32>
    return %29 : tensor<512x2048xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<512x2048xf32>, %arg1: tensor<f32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<512x2048xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<512x2048xi1>, tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    return %5 : tensor<512x2048xf32>
  }
  func.func private @_where(%arg0: tensor<512x2048xi1>, %arg1: tensor<512x2048xf32>, %arg2: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512x2048xi1>, tensor<512x2048xf32>
    return %0 : tensor<512x2048xf32>
  }
}
