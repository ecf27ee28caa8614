module @jit_p03_mla_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256x896xf32>, %arg1: tensor<896x192xf32>, %arg2: tensor<192x16x192xf32>, %arg3: tensor<896x128xf32>, %arg4: tensor<64x16x128xf32>, %arg5: tensor<64x16x128xf32>, %arg6: tensor<16x128x896xf32>) -> (tensor<4x256x896xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 0.749894201, 0.562341332, 0.421696514, 0.316227764, 0.237137377, 0.177827939, 0.133352146, 1.000000e-01, 0.0749894232, 0.0562341325, 0.0421696492, 0.0316227749, 0.0237137377, 0.0177827943, 0.013335214, 0.00999999977, 0.00749894232, 0.00562341325, 0.00421696482, 0.00316227763, 0.00237137382, 0.00177827943, 0.00133352145, 1.000000e-03, 7.49894185E-4, 5.62341302E-4, 4.21696517E-4, 3.16227757E-4, 2.3713737E-4, 1.7782794E-4, 1.3335215E-4]> : tensor<32xf32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x896xf32>, tensor<896x192xf32>) -> tensor<4x256x192xf32>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x192xf32>, tensor<192x16x192xf32>) -> tensor<4x256x16x192xf32>
    %2 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x896xf32>, tensor<896x128xf32>) -> tensor<4x256x128xf32>
    %3 = stablehlo.slice %2 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %4 = stablehlo.slice %2 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %5 = stablehlo.dot_general %3, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x64xf32>, tensor<64x16x128xf32>) -> tensor<4x256x16x128xf32>
    %6 = stablehlo.dot_general %3, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x64xf32>, tensor<64x16x128xf32>) -> tensor<4x256x16x128xf32>
    %7 = stablehlo.slice %1 [0:4, 0:256, 0:16, 0:128] : (tensor<4x256x16x192xf32>) -> tensor<4x256x16x128xf32>
    %8 = stablehlo.slice %1 [0:4, 0:256, 0:16, 128:192] : (tensor<4x256x16x192xf32>) -> tensor<4x256x16x64xf32>
    %9 = stablehlo.iota dim = 0 : tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<256x32xf32>
    %15 = stablehlo.cosine %14 : tensor<256x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %17 = stablehlo.sine %14 : tensor<256x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %19 = stablehlo.slice %8 [0:4, 0:256, 0:16, 0:64:2] : (tensor<4x256x16x64xf32>) -> tensor<4x256x16x32xf32>
    %20 = stablehlo.slice %8 [0:4, 0:256, 0:16, 1:64:2] : (tensor<4x256x16x64xf32>) -> tensor<4x256x16x32xf32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<4x256x16x32xf32>
    %23 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<4x256x16x32xf32>
    %25 = stablehlo.subtract %22, %24 : tensor<4x256x16x32xf32>
    %26 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<4x256x16x32xf32>
    %28 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<4x256x16x32xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<4x256x16x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256x16x32xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<4x256x16x32xf32>) -> tensor<4x256x16x32x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<4x256x16x32xf32>) -> tensor<4x256x16x32x1xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 4 : (tensor<4x256x16x32x1xf32>, tensor<4x256x16x32x1xf32>) -> tensor<4x256x16x32x2xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x256x16x32x2xf32>) -> tensor<4x256x16x64xf32>
    %35 = stablehlo.concatenate %7, %34, dim = 3 : (tensor<4x256x16x128xf32>, tensor<4x256x16x64xf32>) -> tensor<4x256x16x192xf32>
    %36 = stablehlo.iota dim = 0 : tensor<256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %38 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<256x32xf32>
    %42 = stablehlo.cosine %41 : tensor<256x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<256x32xf32>) -> tensor<1x256x32xf32>
    %44 = stablehlo.sine %41 : tensor<256x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<256x32xf32>) -> tensor<1x256x32xf32>
    %46 = stablehlo.slice %4 [0:4, 0:256, 0:64:2] : (tensor<4x256x64xf32>) -> tensor<4x256x32xf32>
    %47 = stablehlo.slice %4 [0:4, 0:256, 1:64:2] : (tensor<4x256x64xf32>) -> tensor<4x256x32xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<4x256x32xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<4x256x32xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<4x256x32xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %54 = stablehlo.multiply %46, %53 : tensor<4x256x32xf32>
    %55 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x256x32xf32>) -> tensor<4x256x32xf32>
    %56 = stablehlo.multiply %47, %55 : tensor<4x256x32xf32>
    %57 = stablehlo.add %54, %56 : tensor<4x256x32xf32>
    %58 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<4x256x32xf32>) -> tensor<4x256x32x1xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<4x256x32xf32>) -> tensor<4x256x32x1xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 3 : (tensor<4x256x32x1xf32>, tensor<4x256x32x1xf32>) -> tensor<4x256x32x2xf32>
    %61 = stablehlo.reshape %60 : (tensor<4x256x32x2xf32>) -> tensor<4x256x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 3] : (tensor<4x256x64xf32>) -> tensor<4x256x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<4x256x1x64xf32>) -> tensor<4x256x16x64xf32>
    %64 = stablehlo.concatenate %5, %63, dim = 3 : (tensor<4x256x16x128xf32>, tensor<4x256x16x64xf32>) -> tensor<4x256x16x192xf32>
    %65 = stablehlo.dot_general %35, %64, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x256x16x192xf32>, tensor<4x256x16x192xf32>) -> tensor<4x16x256x256xf32>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x256x256xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<4x16x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %68 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %69 = call @tril(%68) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = call @_where(%69, %67, %cst_2) : (tensor<256x256xi1>, tensor<4x16x256x256xf32>, tensor<f32>) -> tensor<4x16x256x256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<4x16x256x256xf32>, tensor<f32>) -> tensor<4x16x256xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x256xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<4x16x256xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<4x16x256xf32>) -> tensor<4x16x256x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<4x16x256x1xf32>) -> tensor<4x16x256x256xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<4x16x256x256xf32>
    %77 = stablehlo.exponential %76 : tensor<4x16x256x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<4x16x256x256xf32>, tensor<f32>) -> tensor<4x16x256xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<4x16x256xf32>) -> tensor<4x16x256x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<4x16x256x1xf32>) -> tensor<4x16x256x256xf32>
    %81 = stablehlo.divide %77, %80 : tensor<4x16x256x256xf32>
    %82 = stablehlo.dot_general %6, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x256x16x128xf32>, tensor<4x16x256x256xf32>) -> tensor<4x16x128x256xf32>
    %83 = stablehlo.transpose %82, dims = [0, 3, 1, 2] : (tensor<4x16x128x256xf32>) -> tensor<4x256x16x128xf32>
    %84 = stablehlo.dot_general %83, %arg6, contracting_dims = [3, 2] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<4x256x16x128xf32>, tensor<16x128x896xf32>) -> tensor<4x256x896xf32>
    return %84 : tensor<4x256x896xf32>
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
