module @jit_k18_conv2d_relu_biasadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x64x128x128xf32>, %arg1: tensor<128x64x3x3xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>) -> (tensor<6x128x126x126xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<6x128x126x126xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<6x128x126x126xf32>
    %4 = stablehlo.add %0, %3 : tensor<6x128x126x126xf32>
    %5 = call @relu(%4) : (tensor<6x128x126x126xf32>) -> tensor<6x128x126x126xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<6x128x126x126xf32>
    %9 = stablehlo.add %5, %8 : tensor<6x128x126x126xf32>
    return %9 : tensor<6x128x126x126xf32>
  }
  func.func private @relu(%arg0: tensor<6x128x126x126xf32>) -> tensor<6x128x126x126xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x128x126x126xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6x128x126x126xf32>
    return %1 : tensor<6x128x126x126xf32>
  }
}
