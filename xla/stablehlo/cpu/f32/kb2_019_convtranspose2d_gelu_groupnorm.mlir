module @jit_kb2_019_convtranspose2d_gelu_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x24x24xf32>, %arg1: tensor<64x64x3x3xf32>, %arg2: tensor<64xf32>) -> (tensor<8x64x26x26xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x64x3x3xf32>) -> tensor<1x64x64x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x64x3x3xf32>) -> tensor<1x64x64x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %3 = call @_flip(%2) : (tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x64x24x24xf32>, tensor<64x64x3x3xf32>) -> tensor<8x64x26x26xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x26x26xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x64x26x26xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x26x26xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x64x26x26xf32>
    %10 = stablehlo.negate %7 : tensor<8x64x26x26xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x26x26xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<8x64x26x26xf32>
    %13 = chlo.erfc %12 : tensor<8x64x26x26xf32> -> tensor<8x64x26x26xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<8x64x26x26xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x64x26x26xf32>) -> tensor<8x8x8x26x26xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<8x8x8x26x26xf32>, tensor<f32>) -> tensor<8x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<5.408000e+03> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x8x1x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<8x8x1x1x1xf32>) -> tensor<8x8x8x26x26xf32>
    %21 = stablehlo.subtract %15, %20 : tensor<8x8x8x26x26xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<8x8x8x26x26xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<8x8x8x26x26xf32>, tensor<f32>) -> tensor<8x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<5.408000e+03> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<8x8x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x1xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x8x1x1x1xf32>
    %29 = stablehlo.sqrt %28 : tensor<8x8x1x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3, 4] : (tensor<8x8x1x1x1xf32>) -> tensor<8x8x8x26x26xf32>
    %31 = stablehlo.divide %21, %30 : tensor<8x8x8x26x26xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x8x8x26x26xf32>) -> tensor<8x64x26x26xf32>
    return %32 : tensor<8x64x26x26xf32>
  }
  func.func private @_flip(%arg0: tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<64x64x3x3xf32>
    return %0 : tensor<64x64x3x3xf32>
  }
}
