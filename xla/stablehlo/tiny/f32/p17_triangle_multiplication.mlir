module @jit_p17_triangle_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24x24x128xf32>, %arg1: tensor<24x24xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128x128xf32>) -> (tensor<24x24x128xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<24x24xf32>) -> tensor<24x24x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<24x24x1xf32>) -> tensor<24x24x128xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<24x24x128xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<128x128xf32>) -> tensor<24x24x128xf32>
    %4 = stablehlo.dot_general %2, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<128x128xf32>) -> tensor<24x24x128xf32>
    %5 = stablehlo.negate %4 : tensor<24x24x128xf32>
    %6 = stablehlo.exponential %5 : tensor<24x24x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x24x128xf32>
    %8 = stablehlo.add %7, %6 : tensor<24x24x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24x24x128xf32>
    %10 = stablehlo.divide %9, %8 : tensor<24x24x128xf32>
    %11 = stablehlo.multiply %3, %10 : tensor<24x24x128xf32>
    %12 = stablehlo.dot_general %2, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<128x128xf32>) -> tensor<24x24x128xf32>
    %13 = stablehlo.dot_general %2, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<128x128xf32>) -> tensor<24x24x128xf32>
    %14 = stablehlo.negate %13 : tensor<24x24x128xf32>
    %15 = stablehlo.exponential %14 : tensor<24x24x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<24x24x128xf32>
    %17 = stablehlo.add %16, %15 : tensor<24x24x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<24x24x128xf32>
    %19 = stablehlo.divide %18, %17 : tensor<24x24x128xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<24x24x128xf32>
    %21 = stablehlo.dot_general %20, %11, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<24x24x128xf32>) -> tensor<128x24x24xf32>
    %22 = stablehlo.transpose %21, dims = [2, 1, 0] : (tensor<128x24x24xf32>) -> tensor<24x24x128xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<24x24x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<24x24x128xf32>, tensor<f32>) -> tensor<24x24xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<24x24xf32>) -> tensor<24x24x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<24x24x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<24x24x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<24x24x1xf32>
    %29 = stablehlo.add %27, %28 : tensor<24x24x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<24x24x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<24x24x1xf32>) -> tensor<24x24x128xf32>
    %32 = stablehlo.multiply %22, %31 : tensor<24x24x128xf32>
    %33 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<24x24x128xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<24x24x128xf32>
    %36 = stablehlo.dot_general %35, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<128x128xf32>) -> tensor<24x24x128xf32>
    %37 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x24x128xf32>, tensor<128x128xf32>) -> tensor<24x24x128xf32>
    %38 = stablehlo.negate %37 : tensor<24x24x128xf32>
    %39 = stablehlo.exponential %38 : tensor<24x24x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<24x24x128xf32>
    %41 = stablehlo.add %40, %39 : tensor<24x24x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<24x24x128xf32>
    %43 = stablehlo.divide %42, %41 : tensor<24x24x128xf32>
    %44 = stablehlo.multiply %36, %43 : tensor<24x24x128xf32>
    return %44 : tensor<24x24x128xf32>
  }
}
