// dnnl_tbb.cpp: cap the threads of PyPI's oneDNN, whose CPU runtime is TBB (built only with
// DNNL=pypi). TBB ignores OMP_NUM_THREADS, by which the runner sets a run's thread count
// (--threads), and would otherwise use every core of the machine: a baseline on more threads
// than the candidate is not a baseline. Only TBB's C++ API sets that limit, hence C++ here.
#include <oneapi/tbb/global_control.h>

extern "C" void kb_dnnl_tbb_limit(int threads);

extern "C" void kb_dnnl_tbb_limit(int threads)
{
    // lives for the rest of the process: the limit holds while a global_control exists
    static oneapi::tbb::global_control *limit = nullptr;
    if (limit || threads < 1) return;
    limit = new oneapi::tbb::global_control(
        oneapi::tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
}
