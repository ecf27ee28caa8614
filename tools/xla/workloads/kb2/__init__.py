"""JAX definitions of the KernelBench level-2 families (the kb2 suite) that are not aliases of a
k-workload, one module per family (src/suite/kb2/<family>.c), each with ROWS = {id: fn} as in
kb1/. The aliases need none: their ids are the k-workloads', defined in tools/xla/workloads/."""
