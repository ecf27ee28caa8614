module @jit_p17_triangle_multiplication attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<192x192x128xbf16>, %arg1: tensor<192x192xbf16>, %arg2: tensor<128x128xbf16>, %arg3: tensor<128x128xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<128x128xbf16>, %arg6: tensor<128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x128xbf16>) -> (tensor<192x192x128xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<192x192x128xbf16>) -> tensor<192x192x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<192x192xbf16>) -> tensor<192x192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<192x192xf32>) -> tensor<192x192x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<192x192x1xf32>) -> tensor<192x192x128xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<192x192x128xf32>
    %5 = stablehlo.convert %4 : tensor<192x192x128xf32>
    %6 = stablehlo.convert %arg2 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xf32>, tensor<128x128xf32>) -> tensor<192x192x128xf32>
    %8 = stablehlo.convert %4 : tensor<192x192x128xf32>
    %9 = stablehlo.convert %arg4 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xf32>, tensor<128x128xf32>) -> tensor<192x192x128xf32>
    %11 = stablehlo.negate %10 : tensor<192x192x128xf32>
    %12 = stablehlo.exponential %11 : tensor<192x192x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<192x192x128xf32>
    %14 = stablehlo.add %13, %12 : tensor<192x192x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<192x192x128xf32>
    %16 = stablehlo.divide %15, %14 : tensor<192x192x128xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<192x192x128xf32>
    %18 = stablehlo.convert %4 : tensor<192x192x128xf32>
    %19 = stablehlo.convert %arg3 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xf32>, tensor<128x128xf32>) -> tensor<192x192x128xf32>
    %21 = stablehlo.convert %4 : tensor<192x192x128xf32>
    %22 = stablehlo.convert %arg5 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xf32>, tensor<128x128xf32>) -> tensor<192x192x128xf32>
    %24 = stablehlo.negate %23 : tensor<192x192x128xf32>
    %25 = stablehlo.exponential %24 : tensor<192x192x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<192x192x128xf32>
    %27 = stablehlo.add %26, %25 : tensor<192x192x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<192x192x128xf32>
    %29 = stablehlo.divide %28, %27 : tensor<192x192x128xf32>
    %30 = stablehlo.multiply %20, %29 : tensor<192x192x128xf32>
    %31 = stablehlo.dot_general %30, %17, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xf32>, tensor<192x192x128xf32>) -> tensor<128x192x192xf32>
    %32 = stablehlo.transpose %31, dims = [2, 1, 0] : (tensor<128x192x192xf32>) -> tensor<192x192x128xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<192x192x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<192x192x128xf32>, tensor<f32>) -> tensor<192x192xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<192x192xf32>) -> tensor<192x192x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<192x192x1xf32>
    %37 = stablehlo.divide %35, %36 : tensor<192x192x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<192x192x1xf32>
    %39 = stablehlo.add %37, %38 : tensor<192x192x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<192x192x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<192x192x1xf32>) -> tensor<192x192x128xf32>
    %42 = stablehlo.multiply %32, %41 : tensor<192x192x128xf32>
    %43 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<192x192x128xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<192x192x128xf32>
    %47 = stablehlo.convert %46 : tensor<192x192x128xf32>
    %48 = stablehlo.convert %arg7 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xf32>, tensor<128x128xf32>) -> tensor<192x192x128xf32>
    %50 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<192x192x128xbf16>, tensor<128x128xbf16>) -> tensor<192x192x128xf32>
    %51 = stablehlo.negate %50 : tensor<192x192x128xf32>
    %52 = stablehlo.exponential %51 : tensor<192x192x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<192x192x128xf32>
    %54 = stablehlo.add %53, %52 : tensor<192x192x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<192x192x128xf32>
    %56 = stablehlo.divide %55, %54 : tensor<192x192x128xf32>
    %57 = stablehlo.multiply %49, %56 : tensor<192x192x128xf32>
    %58 = stablehlo.convert %57 : (tensor<192x192x128xf32>) -> tensor<192x192x128xbf16>
    return %58 : tensor<192x192x128xbf16>
  }
}
