module @jit_kb2_048_conv3d_scaling_tanh_multiply_sigmoid attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3x16x34x34xf32>, %arg1: tensor<16x3x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>) -> (tensor<16x16x14x32x32xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x3x16x34x34xf32>, tensor<16x3x3x3x3xf32>) -> tensor<16x16x14x32x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<16x16x14x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x16x14x32x32xf32>
    %4 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<16x16x14x32x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<16x16x14x32x32xf32>
    %7 = stablehlo.tanh %6 : tensor<16x16x14x32x32xf32>
    %8 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<16x16x14x32x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<16x16x14x32x32xf32>
    %11 = stablehlo.negate %10 : tensor<16x16x14x32x32xf32>
    %12 = stablehlo.exponential %11 : tensor<16x16x14x32x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x14x32x32xf32>
    %14 = stablehlo.add %13, %12 : tensor<16x16x14x32x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16x14x32x32xf32>
    %16 = stablehlo.divide %15, %14 : tensor<16x16x14x32x32xf32>
    return %16 : tensor<16x16x14x32x32xf32>
  }
}
