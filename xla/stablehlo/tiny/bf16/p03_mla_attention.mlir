module @jit_p03_mla_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x448xbf16>, %arg1: tensor<448x96xbf16>, %arg2: tensor<96x2x192xbf16>, %arg3: tensor<448x96xbf16>, %arg4: tensor<32x2x128xbf16>, %arg5: tensor<32x2x128xbf16>, %arg6: tensor<2x128x448xbf16>) -> (tensor<1x32x448xbf16> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x448xbf16>, tensor<448x96xbf16>) -> tensor<1x32x96xf32>
    %1 = stablehlo.convert %0 : tensor<1x32x96xf32>
    %2 = stablehlo.convert %arg2 : (tensor<96x2x192xbf16>) -> tensor<96x2x192xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x96xf32>, tensor<96x2x192xf32>) -> tensor<1x32x2x192xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x448xbf16>, tensor<448x96xbf16>) -> tensor<1x32x96xf32>
    %5 = stablehlo.slice %4 [0:1, 0:32, 0:32] : (tensor<1x32x96xf32>) -> tensor<1x32x32xf32>
    %6 = stablehlo.slice %4 [0:1, 0:32, 32:96] : (tensor<1x32x96xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.convert %5 : tensor<1x32x32xf32>
    %8 = stablehlo.convert %arg4 : (tensor<32x2x128xbf16>) -> tensor<32x2x128xf32>
    %9 = stablehlo.dot_general %7, %8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x32xf32>, tensor<32x2x128xf32>) -> tensor<1x32x2x128xf32>
    %10 = stablehlo.convert %5 : tensor<1x32x32xf32>
    %11 = stablehlo.convert %arg5 : (tensor<32x2x128xbf16>) -> tensor<32x2x128xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x32xf32>, tensor<32x2x128xf32>) -> tensor<1x32x2x128xf32>
    %13 = stablehlo.slice %3 [0:1, 0:32, 0:2, 0:128] : (tensor<1x32x2x192xf32>) -> tensor<1x32x2x128xf32>
    %14 = stablehlo.slice %3 [0:1, 0:32, 0:2, 128:192] : (tensor<1x32x2x192xf32>) -> tensor<1x32x2x64xf32>
    %15 = stablehlo.iota dim = 0 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<32x32xf32>
    %21 = stablehlo.cosine %20 : tensor<32x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x32xf32>) -> tensor<1x32x1x32xf32>
    %23 = stablehlo.sine %20 : tensor<32x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<32x32xf32>) -> tensor<1x32x1x32xf32>
    %25 = stablehlo.slice %14 [0:1, 0:32, 0:2, 0:64:2] : (tensor<1x32x2x64xf32>) -> tensor<1x32x2x32xf32>
    %26 = stablehlo.slice %14 [0:1, 0:32, 0:2, 1:64:2] : (tensor<1x32x2x64xf32>) -> tensor<1x32x2x32xf32>
    %27 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<1x32x2x32xf32>
    %29 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<1x32x2x32xf32>
    %31 = stablehlo.subtract %28, %30 : tensor<1x32x2x32xf32>
    %32 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<1x32x2x32xf32>
    %34 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x32x1x32xf32>) -> tensor<1x32x2x32xf32>
    %35 = stablehlo.multiply %26, %34 : tensor<1x32x2x32xf32>
    %36 = stablehlo.add %33, %35 : tensor<1x32x2x32xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x32x2x32xf32>) -> tensor<1x32x2x32x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x32x2x32xf32>) -> tensor<1x32x2x32x1xf32>
    %39 = stablehlo.concatenate %37, %38, dim = 4 : (tensor<1x32x2x32x1xf32>, tensor<1x32x2x32x1xf32>) -> tensor<1x32x2x32x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x32x2x32x2xf32>) -> tensor<1x32x2x64xf32>
    %41 = stablehlo.concatenate %13, %40, dim = 3 : (tensor<1x32x2x128xf32>, tensor<1x32x2x64xf32>) -> tensor<1x32x2x192xf32>
    %42 = stablehlo.iota dim = 0 : tensor<32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %44 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<32x32xf32>
    %48 = stablehlo.cosine %47 : tensor<32x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %50 = stablehlo.sine %47 : tensor<32x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %52 = stablehlo.slice %6 [0:1, 0:32, 0:64:2] : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %53 = stablehlo.slice %6 [0:1, 0:32, 1:64:2] : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %54 = stablehlo.multiply %52, %49 : tensor<1x32x32xf32>
    %55 = stablehlo.multiply %53, %51 : tensor<1x32x32xf32>
    %56 = stablehlo.subtract %54, %55 : tensor<1x32x32xf32>
    %57 = stablehlo.multiply %52, %51 : tensor<1x32x32xf32>
    %58 = stablehlo.multiply %53, %49 : tensor<1x32x32xf32>
    %59 = stablehlo.add %57, %58 : tensor<1x32x32xf32>
    %60 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x32x32xf32>) -> tensor<1x32x32x1xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x32x32xf32>) -> tensor<1x32x32x1xf32>
    %62 = stablehlo.concatenate %60, %61, dim = 3 : (tensor<1x32x32x1xf32>, tensor<1x32x32x1xf32>) -> tensor<1x32x32x2xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x32x32x2xf32>) -> tensor<1x32x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x64xf32>) -> tensor<1x32x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x32x1x64xf32>) -> tensor<1x32x2x64xf32>
    %66 = stablehlo.concatenate %9, %65, dim = 3 : (tensor<1x32x2x128xf32>, tensor<1x32x2x64xf32>) -> tensor<1x32x2x192xf32>
    %67 = stablehlo.dot_general %41, %66, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x32x2x192xf32>, tensor<1x32x2x192xf32>) -> tensor<1x2x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x32x32xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<1x2x32x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %70 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %71 = call @tril(%70) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = call @_where(%71, %69, %cst_2) : (tensor<32x32xi1>, tensor<1x2x32x32xf32>, tensor<f32>) -> tensor<1x2x32x32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x32x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x2x32xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<1x2x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x2x32xf32>) -> tensor<1x2x32x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x2x32x1xf32>) -> tensor<1x2x32x32xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<1x2x32x32xf32>
    %79 = stablehlo.exponential %78 : tensor<1x2x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x2x32x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x2x32xf32>) -> tensor<1x2x32x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x2x32x1xf32>) -> tensor<1x2x32x32xf32>
    %83 = stablehlo.divide %79, %82 : tensor<1x2x32x32xf32>
    %84 = stablehlo.dot_general %12, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x32x2x128xf32>, tensor<1x2x32x32xf32>) -> tensor<1x2x128x32xf32>
    %85 = stablehlo.transpose %84, dims = [0, 3, 1, 2] : (tensor<1x2x128x32xf32>) -> tensor<1x32x2x128xf32>
    %86 = stablehlo.convert %85 : tensor<1x32x2x128xf32>
    %87 = stablehlo.convert %arg6 : (tensor<2x128x448xbf16>) -> tensor<2x128x448xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [3, 2] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<1x32x2x128xf32>, tensor<2x128x448xf32>) -> tensor<1x32x448xf32>
    %89 = stablehlo.convert %88 : (tensor<1x32x448xf32>) -> tensor<1x32x448xbf16>
    return %89 : tensor<1x32x448xbf16>
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
