module @jit_kb2_054_conv2d_multiply_leakyrelu_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x50x50xbf16>, %arg1: tensor<64x64x3x3xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>) -> (tensor<4x64x48x48xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x50x50xbf16>, tensor<64x64x3x3xbf16>) -> tensor<4x64x48x48xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x48x48xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x64x48x48xf32>
    %5 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.reshape %5 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x48x48xf32>
    %8 = stablehlo.multiply %4, %7 : tensor<4x64x48x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x48x48xf32>
    %10 = stablehlo.compare GT, %8, %9, FLOAT : (tensor<4x64x48x48xf32>, tensor<4x64x48x48xf32>) -> tensor<4x64x48x48xi1>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x48x48xf32>
    %12 = stablehlo.multiply %11, %8 : tensor<4x64x48x48xf32>
    %13 = call @_where(%10, %8, %12) : (tensor<4x64x48x48xi1>, tensor<4x64x48x48xf32>, tensor<4x64x48x48xf32>) -> tensor<4x64x48x48xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x48x48xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4x64x48x48xf32>
    %16 = stablehlo.negate %13 : tensor<4x64x48x48xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x48x48xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x64x48x48xf32>
    %19 = chlo.erfc %18 : tensor<4x64x48x48xf32> -> tensor<4x64x48x48xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<4x64x48x48xf32>
    %21 = stablehlo.convert %20 : (tensor<4x64x48x48xf32>) -> tensor<4x64x48x48xbf16>
    return %21 : tensor<4x64x48x48xbf16>
  }
  func.func private @_where(%arg0: tensor<4x64x48x48xi1>, %arg1: tensor<4x64x48x48xf32>, %arg2: tensor<4x64x48x48xf32>) -> tensor<4x64x48x48xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x64x48x48xi1>, tensor<4x64x48x48xf32>
    return %0 : tensor<4x64x48x48xf32>
  }
}
