module @jit_kb2_085_conv2d_groupnorm_scale_maxpool_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x66x66xf32>, %arg1: tensor<64x8x3x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>) -> (tensor<16x64x16x16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x8x66x66xf32>, tensor<64x8x3x3xf32>) -> tensor<16x64x64x64xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64x64x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x64x64x64xf32>) -> tensor<16x16x4x64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x16x4x64x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16x1x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<16x16x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<16x16x1x1x1xf32>) -> tensor<16x16x4x64x64xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<16x16x4x64x64xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<16x16x4x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<16x16x4x64x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16x1x1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<16x16x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16x1x1x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x16x1x1x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<16x16x1x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<16x16x1x1x1xf32>) -> tensor<16x16x4x64x64xf32>
    %20 = stablehlo.divide %10, %19 : tensor<16x16x4x64x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x16x4x64x64xf32>) -> tensor<16x64x64x64xf32>
    %22 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x64x64xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<16x64x64x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = "stablehlo.reduce_window"(%24, %cst_4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 4>, window_strides = array<i64: 1, 1, 4, 4>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %27 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %27 : tensor<f32>
    }) : (tensor<16x64x64x64xf32>, tensor<f32>) -> tensor<16x64x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = call @clip(%25, %cst_5, %cst_6) : (tensor<16x64x16x16xf32>, tensor<f32>, tensor<f32>) -> tensor<16x64x16x16xf32>
    return %26 : tensor<16x64x16x16xf32>
  }
  func.func private @clip(%arg0: tensor<16x64x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x64x16x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x64x16x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x64x16x16xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x64x16x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x64x16x16xf32>
    return %5 : tensor<16x64x16x16xf32>
  }
}
