module @jit_p03_mla_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256x896xbf16>, %arg1: tensor<896x192xbf16>, %arg2: tensor<192x16x192xbf16>, %arg3: tensor<896x128xbf16>, %arg4: tensor<64x16x128xbf16>, %arg5: tensor<64x16x128xbf16>, %arg6: tensor<16x128x896xbf16>) -> (tensor<4x256x896xbf16> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x896xbf16>, tensor<896x192xbf16>) -> tensor<4x256x192xf32>
    %1 = stablehlo.convert %0 : tensor<4x256x192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<192x16x192xbf16>) -> tensor<192x16x192xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x192xf32>, tensor<192x16x192xf32>) -> tensor<4x256x16x192xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x896xbf16>, tensor<896x128xbf16>) -> tensor<4x256x128xf32>
    %5 = stablehlo.slice %4 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %6 = stablehlo.slice %4 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %7 = stablehlo.convert %5 : tensor<4x256x64xf32>
    %8 = stablehlo.convert %arg4 : (tensor<64x16x128xbf16>) -> tensor<64x16x128xf32>
    %9 = stablehlo.dot_general %7, %8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x64xf32>, tensor<64x16x128xf32>) -> tensor<4x256x16x128xf32>
    %10 = stablehlo.convert %5 : tensor<4x256x64xf32>
    %11 = stablehlo.convert %arg5 : (tensor<64x16x128xbf16>) -> tensor<64x16x128xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x64xf32>, tensor<64x16x128xf32>) -> tensor<4x256x16x128xf32>
    %13 = stablehlo.slice %3 [0:4, 0:256, 0:16, 0:128] : (tensor<4x256x16x192xf32>) -> tensor<4x256x16x128xf32>
    %14 = stablehlo.slice %3 [0:4, 0:256, 0:16, 128:192] : (tensor<4x256x16x192xf32>) -> tensor<4x256x16x64xf32>
    %15 = stablehlo.iota dim = 0 : tensor<256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<256x32xf32>
    %21 = stablehlo.cosine %20 : tensor<256x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %23 = stablehlo.sine %20 : tensor<256x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %25 = stablehlo.slice %14 [0:4, 0:256, 0:16, 0:64:2] : (tensor<4x256x16x64xf32>) -> tensor<4x256x16x32xf32>
    %26 = stablehlo.slice %14 [0:4, 0:256, 0:16, 1:64:2] : (tensor<4x256x16x64xf32>) -> tensor<4x256x16x32xf32>
    %27 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x256x16x32xf32>
    %29 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<4x256x16x32xf32>
    %31 = stablehlo.subtract %28, %30 : tensor<4x256x16x32xf32>
    %32 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<4x256x16x32xf32>
    %34 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %35 = stablehlo.multiply %26, %34 : tensor<4x256x16x32xf32>
    %36 = stablehlo.add %33, %35 : tensor<4x256x16x32xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<4x256x16x32xf32>) -> tensor<4x256x16x32x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<4x256x16x32xf32>) -> tensor<4x256x16x32x1xf32>
    %39 = stablehlo.concatenate %37, %38, dim = 4 : (tensor<4x256x16x32x1xf32>, tensor<4x256x16x32x1xf32>) -> tensor<4x256x16x32x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<4x256x16x32x2xf32>) -> tensor<4x256x16x64xf32>
    %41 = stablehlo.concatenate %13, %40, dim = 3 : (tensor<4x256x16x128xf32>, tensor<4x256x16x64xf32>) -> tensor<4x256x16x192xf32>
    %42 = stablehlo.iota dim = 0 : tensor<256xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %44 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<256x32xf32>
    %48 = stablehlo.cosine %47 : tensor<256x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<256x32xf32>) -> tensor<1x256x32xf32>
    %50 = stablehlo.sine %47 : tensor<256x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<256x32xf32>) -> tensor<1x256x32xf32>
    %52 = stablehlo.slice %6 [0:4, 0:256, 0:64:2] : (tensor<4x256x64xf32>) -> tensor<4x256x32xf32>
    %53 = stablehlo.slice %6 [0:4, 0:256, 1:64:2] : (tensor<4x256x64xf32>) -> tensor<4x256x32xf32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<4x256x32xf32>
    %56 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %57 = stablehlo.multiply %53, %56 : tensor<4x256x32xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<4x256x32xf32>
    %59 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %60 = stablehlo.multiply %52, %59 : tensor<4x256x32xf32>
    %61 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %62 = stablehlo.multiply %53, %61 : tensor<4x256x32xf32>
    %63 = stablehlo.add %60, %62 : tensor<4x256x32xf32>
    %64 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<4x256x32xf32>) -> tensor<4x256x32x1xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<4x256x32xf32>) -> tensor<4x256x32x1xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 3 : (tensor<4x256x32x1xf32>, tensor<4x256x32x1xf32>) -> tensor<4x256x32x2xf32>
    %67 = stablehlo.reshape %66 : (tensor<4x256x32x2xf32>) -> tensor<4x256x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<4x256x64xf32>) -> tensor<4x256x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<4x256x1x64xf32>) -> tensor<4x256x16x64xf32>
    %70 = stablehlo.concatenate %9, %69, dim = 3 : (tensor<4x256x16x128xf32>, tensor<4x256x16x64xf32>) -> tensor<4x256x16x192xf32>
    %71 = stablehlo.dot_general %41, %70, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x256x16x192xf32>, tensor<4x256x16x192xf32>) -> tensor<4x16x256x256xf32>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x256x256xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<4x16x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %75 = call @tril(%74) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = call @_where(%75, %73, %cst_2) : (tensor<256x256xi1>, tensor<4x16x256x256xf32>, tensor<f32>) -> tensor<4x16x256x256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<4x16x256x256xf32>, tensor<f32>) -> tensor<4x16x256xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x256xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<4x16x256xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<4x16x256xf32>) -> tensor<4x16x256x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<4x16x256x1xf32>) -> tensor<4x16x256x256xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<4x16x256x256xf32>
    %83 = stablehlo.exponential %82 : tensor<4x16x256x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<4x16x256x256xf32>, tensor<f32>) -> tensor<4x16x256xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<4x16x256xf32>) -> tensor<4x16x256x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<4x16x256x1xf32>) -> tensor<4x16x256x256xf32>
    %87 = stablehlo.divide %83, %86 : tensor<4x16x256x256xf32>
    %88 = stablehlo.dot_general %12, %87, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x256x16x128xf32>, tensor<4x16x256x256xf32>) -> tensor<4x16x128x256xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<4x16x128x256xf32>) -> tensor<4x256x16x128xf32>
    %90 = stablehlo.convert %89 : tensor<4x256x16x128xf32>
    %91 = stablehlo.convert %arg6 : (tensor<16x128x896xbf16>) -> tensor<16x128x896xf32>
    %92 = stablehlo.dot_general %90, %91, contracting_dims = [3, 2] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x16x128xf32>, tensor<16x128x896xf32>) -> tensor<4x256x896xf32>
    %93 = stablehlo.convert %92 : (tensor<4x256x896xf32>) -> tensor<4x256x896xbf16>
    return %93 : tensor<4x256x896xbf16>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<4x16x256x256xf32>, %arg2: tensor<f32>) -> tensor<4x16x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<4x16x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x16x256x256xi1>, tensor<4x16x256x256xf32>
    return %3 : tensor<4x16x256x256xf32>
  }
}
