/* kb2/conv_chain_ops.c: conv_chain_ops.inc's two instantiations, cc_run_ops_d for the reference
 * and cc_run_ops_f for the lib baseline (conv_chain.h). */
#include <math.h>
#include <string.h>
#include "conv_chain.h"

#define CC_T double
#define CC_FN(name) name##_d
#define CCM_EXP exp
#define CCM_LOG1P log1p
#define CCM_TANH tanh
#define CCM_ERF erf
#include "conv_chain_ops.inc"
#undef CC_T
#undef CC_FN
#undef CCM_EXP
#undef CCM_LOG1P
#undef CCM_TANH
#undef CCM_ERF

#define CC_T float
#define CC_FN(name) name##_f
#define CCM_EXP expf
#define CCM_LOG1P log1pf
#define CCM_TANH tanhf
#define CCM_ERF erff
#include "conv_chain_ops.inc"
