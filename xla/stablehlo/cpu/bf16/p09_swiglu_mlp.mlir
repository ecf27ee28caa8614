module @jit_p09_swiglu_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xbf16>, %arg1: tensor<1024x3584xbf16>, %arg2: tensor<1024x3584xbf16>, %arg3: tensor<3584x1024xbf16>) -> (tensor<1024x1024xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x1024xbf16>, tensor<1024x3584xbf16>) -> tensor<1024x3584xf32>
    %1 = call @silu(%0) : (tensor<1024x3584xf32>) -> tensor<1024x3584xf32>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x1024xbf16>, tensor<1024x3584xbf16>) -> tensor<1024x3584xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1024x3584xf32>
    %4 = stablehlo.convert %3 : tensor<1024x3584xf32>
    %5 = stablehlo.convert %arg3 : (tensor<3584x1024xbf16>) -> tensor<3584x1024xf32>
    %6 = stablehlo.dot_general %4, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x3584xf32>, tensor<3584x1024xf32>) -> tensor<1024x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    return %7 : tensor<1024x1024xbf16>
  }
  func.func private @silu(%arg0: tensor<1024x3584xf32>) -> tensor<1024x3584xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1024x3584xf32>
    %1 = stablehlo.exponential %0 : tensor<1024x3584xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x3584xf32>
    %3 = stablehlo.add %2, %1 : tensor<1024x3584xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x3584xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x3584xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x3584xf32>
    return %6 : tensor<1024x3584xf32>
  }
}
