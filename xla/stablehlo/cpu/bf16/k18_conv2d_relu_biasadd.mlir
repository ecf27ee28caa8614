module @jit_k18_conv2d_relu_biasadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x64x128x128xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128xbf16>) -> (tensor<6x128x126x126xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<6x128x126x126xf32>
    %1 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<6x128x126x126xf32>
    %5 = stablehlo.add %0, %4 : tensor<6x128x126x126xf32>
    %6 = call @relu(%5) : (tensor<6x128x126x126xf32>) -> tensor<6x128x126x126xf32>
    %7 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<6x128x126x126xf32>
    %11 = stablehlo.add %6, %10 : tensor<6x128x126x126xf32>
    %12 = stablehlo.convert %11 : (tensor<6x128x126x126xf32>) -> tensor<6x128x126x126xbf16>
    return %12 : tensor<6x128x126x126xbf16>
  }
  func.func private @relu(%arg0: tensor<6x128x126x126xf32>) -> tensor<6x128x126x126xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x128x126x126xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6x128x126x126xf32>
    return %1 : tensor<6x128x126x126xf32>
  }
}
