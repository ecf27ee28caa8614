"""JAX definitions of the suite's workloads, one module per workload id (see kbxla)."""
