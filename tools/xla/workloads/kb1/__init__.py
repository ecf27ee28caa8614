"""JAX definitions of the KernelBench level-1 families (the kb1 suite), one module per family
(src/suite/kb1/<family>.c), each with ROWS = {id: fn}, one entry per row of the family's .def."""
