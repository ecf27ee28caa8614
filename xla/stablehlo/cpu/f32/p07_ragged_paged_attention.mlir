module @jit_p07_ragged_paged_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x16x128xf32>, %arg1: tensor<1024x16x2x2x128xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16x64xi32>, %arg4: tensor<17xi32>) -> (tensor<512x16x128xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %1 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<16x64xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<16x64xi1>, tensor<16x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4, 5], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 2, 2, 128>}> : (tensor<1024x16x2x2x128xf32>, tensor<16x64x1xi32>) -> tensor<16x64x16x2x2x128xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x64x16x2x2x128xf32>) -> tensor<16x1024x2x2x128xf32>
    %8 = stablehlo.slice %7 [0:16, 0:1024, 0:2, 0:1, 0:128] : (tensor<16x1024x2x2x128xf32>) -> tensor<16x1024x2x1x128xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x1024x2x1x128xf32>) -> tensor<16x1024x2x128xf32>
    %10 = stablehlo.slice %7 [0:16, 0:1024, 0:2, 1:2, 0:128] : (tensor<16x1024x2x2x128xf32>) -> tensor<16x1024x2x1x128xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x1024x2x1x128xf32>) -> tensor<16x1024x2x128xf32>
    %12 = stablehlo.iota dim = 0 : tensor<512xi32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<17xi32>) -> tensor<1x17xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x17xi32>) -> tensor<512x17xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x17xi32>
    %17 = stablehlo.compare LE, %15, %16, SIGNED : (tensor<512x17xi32>, tensor<512x17xi32>) -> tensor<512x17xi1>
    %18 = stablehlo.convert %17 : (tensor<512x17xi1>) -> tensor<512x17xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.reduce(%18 init: %c_1) applies stablehlo.add across dimensions = [1] : (tensor<512x17xi32>, tensor<i32>) -> tensor<512xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %21 = stablehlo.subtract %19, %20 : tensor<512xi32>
    %22 = stablehlo.slice %arg4 [16:17] : (tensor<17xi32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %25 = stablehlo.compare LT, %12, %24, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %27 = stablehlo.compare GE, %21, %26, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %28 = stablehlo.and %25, %27 : tensor<512xi1>
    %c_4 = stablehlo.constant dense<16> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %31 = stablehlo.and %28, %30 : tensor<512xi1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<15> : tensor<i32>
    %32 = call @clip(%21, %c_5, %c_6) : (tensor<512xi32>, tensor<i32>, tensor<i32>) -> tensor<512xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %34 = stablehlo.add %32, %33 : tensor<512xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %36 = stablehlo.compare LT, %34, %35, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_9 = stablehlo.constant dense<17> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %38 = stablehlo.add %34, %37 : tensor<512xi32>
    %39 = stablehlo.select %36, %38, %34 : tensor<512xi1>, tensor<512xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %41 = "stablehlo.gather"(%arg4, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<17xi32>, tensor<512x1xi32>) -> tensor<512xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %43 = stablehlo.compare LT, %32, %42, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_11 = stablehlo.constant dense<17> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %45 = stablehlo.add %32, %44 : tensor<512xi32>
    %46 = stablehlo.select %43, %45, %32 : tensor<512xi1>, tensor<512xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %48 = "stablehlo.gather"(%arg4, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<17xi32>, tensor<512x1xi32>) -> tensor<512xi32>
    %49 = stablehlo.subtract %41, %48 : tensor<512xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %51 = stablehlo.compare LT, %32, %50, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_13 = stablehlo.constant dense<16> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %53 = stablehlo.add %32, %52 : tensor<512xi32>
    %54 = stablehlo.select %51, %53, %32 : tensor<512xi1>, tensor<512xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %56 = "stablehlo.gather"(%arg2, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<512x1xi32>) -> tensor<512xi32>
    %57 = stablehlo.subtract %56, %49 : tensor<512xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %59 = stablehlo.compare LT, %32, %58, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_15 = stablehlo.constant dense<17> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %61 = stablehlo.add %32, %60 : tensor<512xi32>
    %62 = stablehlo.select %59, %61, %32 : tensor<512xi1>, tensor<512xi32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %64 = "stablehlo.gather"(%arg4, %63) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<17xi32>, tensor<512x1xi32>) -> tensor<512xi32>
    %65 = stablehlo.subtract %12, %64 : tensor<512xi32>
    %66 = stablehlo.add %57, %65 : tensor<512xi32>
    %c_16 = stablehlo.constant dense<-1> : tensor<i32>
    %67 = call @_where(%31, %66, %c_16) : (tensor<512xi1>, tensor<512xi32>, tensor<i32>) -> tensor<512xi32>
    %68 = stablehlo.reshape %arg0 : (tensor<512x16x128xf32>) -> tensor<32x16x16x128xf32>
    %69 = stablehlo.reshape %32 : (tensor<512xi32>) -> tensor<32x16xi32>
    %70 = stablehlo.reshape %67 : (tensor<512xi32>) -> tensor<32x16xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %72:7 = stablehlo.while(%iterArg = %68, %iterArg_18 = %69, %iterArg_19 = %70, %iterArg_20 = %9, %iterArg_21 = %11, %iterArg_22 = %c_17, %iterArg_23 = %71) : tensor<32x16x16x128xf32>, tensor<32x16xi32>, tensor<32x16xi32>, tensor<16x1024x2x128xf32>, tensor<16x1024x2x128xf32>, tensor<i32>, tensor<32x16x16x128xf32>
    cond {
      %c_24 = stablehlo.constant dense<32> : tensor<i32>
      %74 = stablehlo.compare LT, %iterArg_22, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %74 : tensor<i1>
    } do {
      %74 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_22) : (tensor<32x16x16x128xf32>, tensor<i32>) -> tensor<16x16x128xf32>
      %75 = func.call @dynamic_index_in_dim_0(%iterArg_18, %iterArg_22) : (tensor<32x16xi32>, tensor<i32>) -> tensor<16xi32>
      %76 = func.call @dynamic_index_in_dim_0(%iterArg_19, %iterArg_22) : (tensor<32x16xi32>, tensor<i32>) -> tensor<16xi32>
      %77 = func.call @closed_call(%iterArg_20, %iterArg_21, %74, %75, %76) : (tensor<16x1024x2x128xf32>, tensor<16x1024x2x128xf32>, tensor<16x16x128xf32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16x16x128xf32>
      %78 = func.call @dynamic_update_index_in_dim(%iterArg_23, %77, %iterArg_22) : (tensor<32x16x16x128xf32>, tensor<16x16x128xf32>, tensor<i32>) -> tensor<32x16x16x128xf32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %iterArg_22, %c_24 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %79, %78 : tensor<32x16x16x128xf32>, tensor<32x16xi32>, tensor<32x16xi32>, tensor<16x1024x2x128xf32>, tensor<16x1024x2x128xf32>, tensor<i32>, tensor<32x16x16x128xf32>
    }
    %73 = stablehlo.reshape %72#6 : (tensor<32x16x16x128xf32>) -> tensor<512x16x128xf32>
    return %73 : tensor<512x16x128xf32>
  }
  func.func private @clip(%arg0: tensor<512xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<512xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<512xi32>
    return %5 : tensor<512xi32>
  }
  func.func private @_where(%arg0: tensor<512xi1>, %arg1: tensor<512xi32>, %arg2: tensor<i32>) -> tensor<512xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512xi1>, tensor<512xi32>
    return %2 : tensor<512xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x16x16x128xf32>, %arg1: tensor<i32>) -> tensor<16x16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 16, 128] : (tensor<32x16x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16x128xf32>) -> tensor<16x16x128xf32>
    return %1 : tensor<16x16x128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<32x16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<32x16xi32>, tensor<i32>, tensor<i32>) -> tensor<1x16xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xi32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @closed_call(%arg0: tensor<16x1024x2x128xf32>, %arg1: tensor<16x1024x2x128xf32>, %arg2: tensor<16x16x128xf32>, %arg3: tensor<16xi32>, %arg4: tensor<16xi32>) -> tensor<16x16x128xf32> {
    %0 = stablehlo.reshape %arg2 : (tensor<16x16x128xf32>) -> tensor<16x2x8x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.compare LT, %arg3, %1, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.add %arg3, %3 : tensor<16xi32>
    %5 = stablehlo.select %2, %4, %arg3 : tensor<16xi1>, tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1024> : tensor<i32>
    %7 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_5 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.select %9, %10, %c_10 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<128> : tensor<i32>
    %13 = stablehlo.add %c_13, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.select %12, %13, %c_15 : tensor<i1>, tensor<i32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %18 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %19 = stablehlo.concatenate %15, %16, %17, %18, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x4xi32>
    %20 = "stablehlo.gather"(%arg0, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3, 4], start_index_map = [0, 1, 2, 3], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024, 2, 128>}> : (tensor<16x1024x2x128xf32>, tensor<16x4xi32>) -> tensor<16x1x1024x2x128xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x1x1024x2x128xf32>) -> tensor<16x1024x2x128xf32>
    %22 = stablehlo.dot_general %0, %21, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<16x2x8x128xf32>, tensor<16x1024x2x128xf32>) -> tensor<16x2x8x1024xf32>
    %cst = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x2x8x1024xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<16x2x8x1024xf32>
    %25 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<1024xi32>) -> tensor<1x1024xi32>
    %27 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1024xi32>) -> tensor<16x1024xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1024xi32>
    %30 = stablehlo.compare LE, %28, %29, SIGNED : (tensor<16x1024xi32>, tensor<16x1024xi32>) -> tensor<16x1024xi1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 3] : (tensor<16x1024xi1>) -> tensor<16x1x1x1024xi1>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = call @_where_1(%31, %24, %cst_16) : (tensor<16x1x1x1024xi1>, tensor<16x2x8x1024xf32>, tensor<f32>) -> tensor<16x2x8x1024xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x8x1024xf32>, tensor<f32>) -> tensor<16x2x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
    %35 = stablehlo.is_finite %34 : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x1xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = call @_where_2(%35, %34, %cst_18) : (tensor<16x2x8x1xi1>, tensor<16x2x8x1xf32>, tensor<f32>) -> tensor<16x2x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x1024xf32>
    %38 = stablehlo.subtract %32, %37 : tensor<16x2x8x1024xf32>
    %39 = stablehlo.exponential %38 : tensor<16x2x8x1024xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = call @_where_1(%31, %39, %cst_19) : (tensor<16x1x1x1024xi1>, tensor<16x2x8x1024xf32>, tensor<f32>) -> tensor<16x2x8x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<16x2x8x1024xf32>, tensor<f32>) -> tensor<16x2x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x2x8x1xf32>
    %44 = stablehlo.compare GT, %42, %43, FLOAT : (tensor<16x2x8x1xf32>, tensor<16x2x8x1xf32>) -> tensor<16x2x8x1xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = call @_where_2(%44, %42, %cst_22) : (tensor<16x2x8x1xi1>, tensor<16x2x8x1xf32>, tensor<f32>) -> tensor<16x2x8x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x1024xf32>
    %47 = stablehlo.divide %40, %46 : tensor<16x2x8x1024xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %49 = stablehlo.compare LT, %arg3, %48, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_24 = stablehlo.constant dense<16> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %51 = stablehlo.add %arg3, %50 : tensor<16xi32>
    %52 = stablehlo.select %49, %51, %arg3 : tensor<16xi1>, tensor<16xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.compare LT, %c_25, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<1024> : tensor<i32>
    %54 = stablehlo.add %c_27, %c_28 : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.select %53, %54, %c_29 : tensor<i1>, tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %c_30, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<2> : tensor<i32>
    %57 = stablehlo.add %c_32, %c_33 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.select %56, %57, %c_34 : tensor<i1>, tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.compare LT, %c_35, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<128> : tensor<i32>
    %60 = stablehlo.add %c_37, %c_38 : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.select %59, %60, %c_39 : tensor<i1>, tensor<i32>
    %62 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %63 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %64 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %66 = stablehlo.concatenate %62, %63, %64, %65, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x4xi32>
    %67 = "stablehlo.gather"(%arg1, %66) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3, 4], start_index_map = [0, 1, 2, 3], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024, 2, 128>}> : (tensor<16x1024x2x128xf32>, tensor<16x4xi32>) -> tensor<16x1x1024x2x128xf32>
    %68 = stablehlo.reshape %67 : (tensor<16x1x1024x2x128xf32>) -> tensor<16x1024x2x128xf32>
    %69 = stablehlo.dot_general %47, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x2x8x1024xf32>, tensor<16x1024x2x128xf32>) -> tensor<16x2x8x128xf32>
    %70 = stablehlo.reshape %69 : (tensor<16x2x8x128xf32>) -> tensor<16x16x128xf32>
    return %70 : tensor<16x16x128xf32>
  }
  func.func private @_where_1(%arg0: tensor<16x1x1x1024xi1>, %arg1: tensor<16x2x8x1024xf32>, %arg2: tensor<f32>) -> tensor<16x2x8x1024xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<16x1x1x1024xi1>) -> tensor<16x2x8x1024xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<2x8x1024xf32>) -> tensor<16x2x8x1024xf32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<16x2x8x1024xi1>, tensor<16x2x8x1024xf32>
    return %4 : tensor<16x2x8x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<16x2x8x1xi1>, %arg1: tensor<16x2x8x1xf32>, %arg2: tensor<f32>) -> tensor<16x2x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<2x8x1xf32>) -> tensor<16x2x8x1xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<16x2x8x1xi1>, tensor<16x2x8x1xf32>
    return %3 : tensor<16x2x8x1xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x16x16x128xf32>, %arg1: tensor<16x16x128xf32>, %arg2: tensor<i32>) -> tensor<32x16x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x16x128xf32>) -> tensor<1x16x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x16x16x128xf32>, tensor<1x16x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x16x16x128xf32>
    return %1 : tensor<32x16x16x128xf32>
  }
}
