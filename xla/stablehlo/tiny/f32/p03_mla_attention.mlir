module @jit_p03_mla_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x448xf32>, %arg1: tensor<448x96xf32>, %arg2: tensor<96x2x192xf32>, %arg3: tensor<448x96xf32>, %arg4: tensor<32x2x128xf32>, %arg5: tensor<32x2x128xf32>, %arg6: tensor<2x128x448xf32>) -> (tensor<1x32x448xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x448xf32>, tensor<448x96xf32>) -> tensor<1x32x96xf32>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x96xf32>, tensor<96x2x192xf32>) -> tensor<1x32x2x192xf32>
    %2 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x448xf32>, tensor<448x96xf32>) -> tensor<1x32x96xf32>
    %3 = stablehlo.slice %2 [0:1, 0:32, 0:32] : (tensor<1x32x96xf32>) -> tensor<1x32x32xf32>
    %4 = stablehlo.slice %2 [0:1, 0:32, 32:96] : (tensor<1x32x96xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.dot_general %3, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x32xf32>, tensor<32x2x128xf32>) -> tensor<1x32x2x128xf32>
    %6 = stablehlo.dot_general %3, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x32xf32>, tensor<32x2x128xf32>) -> tensor<1x32x2x128xf32>
    %7 = stablehlo.slice %1 [0:1, 0:32, 0:2, 0:128] : (tensor<1x32x2x192xf32>) -> tensor<1x32x2x128xf32>
    %8 = stablehlo.slice %1 [0:1, 0:32, 0:2, 128:192] : (tensor<1x32x2x192xf32>) -> tensor<1x32x2x64xf32>
    %9 = stablehlo.iota dim = 0 : tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32xf32>
    %15 = stablehlo.cosine %14 : tensor<32x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<32x32xf32>) -> tensor<1x32x1x32xf32>
    %17 = stablehlo.sine %14 : tensor<32x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<32x32xf32>) -> tensor<1x32x1x32xf32>
    %19 = stablehlo.slice %8 [0:1, 0:32, 0:2, 0:64:2] : (tensor<1x32x2x64xf32>) -> tensor<1x32x2x32xf32>
    %20 = stablehlo.slice %8 [0:1, 0:32, 0:2, 1:64:2] : (tensor<1x32x2x64xf32>) -> tensor<1x32x2x32xf32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<1x32x2x32xf32>
    %23 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<1x32x2x32xf32>
    %25 = stablehlo.subtract %22, %24 : tensor<1x32x2x32xf32>
    %26 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<1x32x2x32xf32>
    %28 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<1x32x2x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<1x32x2x32xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x32x2x32xf32>) -> tensor<1x32x2x32x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x32x2x32xf32>) -> tensor<1x32x2x32x1xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 4 : (tensor<1x32x2x32x1xf32>, tensor<1x32x2x32x1xf32>) -> tensor<1x32x2x32x2xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x32x2x32x2xf32>) -> tensor<1x32x2x64xf32>
    %35 = stablehlo.concatenate %7, %34, dim = 3 : (tensor<1x32x2x128xf32>, tensor<1x32x2x64xf32>) -> tensor<1x32x2x192xf32>
    %36 = stablehlo.iota dim = 0 : tensor<32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %38 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<32x32xf32>
    %42 = stablehlo.cosine %41 : tensor<32x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %44 = stablehlo.sine %41 : tensor<32x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %46 = stablehlo.slice %4 [0:1, 0:32, 0:64:2] : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %47 = stablehlo.slice %4 [0:1, 0:32, 1:64:2] : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %48 = stablehlo.multiply %46, %43 : tensor<1x32x32xf32>
    %49 = stablehlo.multiply %47, %45 : tensor<1x32x32xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<1x32x32xf32>
    %51 = stablehlo.multiply %46, %45 : tensor<1x32x32xf32>
    %52 = stablehlo.multiply %47, %43 : tensor<1x32x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<1x32x32xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x32x32xf32>) -> tensor<1x32x32x1xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x32x32xf32>) -> tensor<1x32x32x1xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 3 : (tensor<1x32x32x1xf32>, tensor<1x32x32x1xf32>) -> tensor<1x32x32x2xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x32x32x2xf32>) -> tensor<1x32x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<1x32x64xf32>) -> tensor<1x32x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x32x1x64xf32>) -> tensor<1x32x2x64xf32>
    %60 = stablehlo.concatenate %5, %59, dim = 3 : (tensor<1x32x2x128xf32>, tensor<1x32x2x64xf32>) -> tensor<1x32x2x192xf32>
    %61 = stablehlo.dot_general %35, %60, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x32x2x192xf32>, tensor<1x32x2x192xf32>) -> tensor<1x2x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x32x32xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x2x32x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %65 = call @tril(%64) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = call @_where(%65, %63, %cst_2) : (tensor<32x32xi1>, tensor<1x2x32x32xf32>, tensor<f32>) -> tensor<1x2x32x32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x32x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x2x32xf32>
    %69 = stablehlo.maximum %68, %67 : tensor<1x2x32xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x2x32xf32>) -> tensor<1x2x32x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x2x32x1xf32>) -> tensor<1x2x32x32xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<1x2x32x32xf32>
    %73 = stablehlo.exponential %72 : tensor<1x2x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x2x32x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x2x32xf32>) -> tensor<1x2x32x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x2x32x1xf32>) -> tensor<1x2x32x32xf32>
    %77 = stablehlo.divide %73, %76 : tensor<1x2x32x32xf32>
    %78 = stablehlo.dot_general %6, %77, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x32x2x128xf32>, tensor<1x2x32x32xf32>) -> tensor<1x2x128x32xf32>
    %79 = stablehlo.transpose %78, dims = [0, 3, 1, 2] : (tensor<1x2x128x32xf32>) -> tensor<1x32x2x128xf32>
    %80 = stablehlo.dot_general %79, %arg6, contracting_dims = [3, 2] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x2x128xf32>, tensor<2x128x448xf32>) -> tensor<1x32x448xf32>
    return %80 : tensor<1x32x448xf32>
  }
  func.func private @tril(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x32xi32>
    %3 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<32x32xi1>, tensor<32x32xi1>
    return %6 : tensor<32x32xi1>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<1x2x32x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<1x2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x2x32x32xi1>, tensor<1x2x32x32xf32>
    return %3 : tensor<1x2x32x32xf32>
  }
}
