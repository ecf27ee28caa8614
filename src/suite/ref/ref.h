/* ref.h: the reference library, the parts of the specification that several workloads share.
 *
 * Everything here is plain C in double precision, written for clarity of its order of
 * operations rather than for speed (only blocking that leaves every sum's order unchanged), and
 * nothing here is baseline code: src/suite/lib/ holds the baselines (oneDNN wrappers and
 * vectorised f32 passes), which are measured, while these functions define what is right. The
 * line between the two directories is the trust boundary of the design: a reference never calls
 * into lib/.
 *
 * `kbench show` prints, after a workload's reference, the body of every kb_ref_* function it
 * calls (transitively), cut from these sources between the markers
 *   kb:ref begin NAME  ...  kb:ref end
 * (each in a comment of its own line), so every kb_ref_* function and type needs such a pair;
 * tests/test_spec.c checks that each one a printed reference names is printed. The sources are
 * embedded in the binary by src/suite/embed/embed.c from the list in ref_files.def. Because the
 * printed text is what an agent reads, each function's contract is the comment above its
 * definition (inside the markers); the declarations below only say what each is.
 *
 * The helpers are general where a family of workloads can share one (KernelBench's levels 1 and
 * 2 are families of one operator at many shapes): one linear layer for every layout, one group
 * normalisation that is layer norm at G = 1, one attention row for every mask, one convolution
 * for every dimension, stride, padding, dilation, grouping and the transposed form. */
#ifndef KB_REF_H
#define KB_REF_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

/* ---- activations, in double -------------------------------------------------------------- */

/* kb:ref begin kb_ref_gelu_tanh */
/* jax.nn.gelu's default (approximate=True): 0.5 t (1 + tanh(sqrt(2/pi) (t + 0.044715 t^3))). */
static inline double kb_ref_gelu_tanh(double t)
{
    return 0.5 * t * (1.0 + tanh(sqrt(2.0 / M_PI) * (t + 0.044715 * t * t * t)));
}
/* kb:ref end */

/* kb:ref begin kb_ref_sigmoid */
static inline double kb_ref_sigmoid(double t) { return 1.0 / (1.0 + exp(-t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_swish */
/* swish (silu): t * sigmoid(t), written as one quotient. */
static inline double kb_ref_swish(double t) { return t / (1.0 + exp(-t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_softplus */
/* log(1 + e^t) in a form that neither overflows nor loses digits: t + log1p(e^-t) for t > 0,
 * log1p(e^t) otherwise. */
static inline double kb_ref_softplus(double t) { return t > 0.0 ? t + log1p(exp(-t)) : log1p(exp(t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_mish */
static inline double kb_ref_mish(double t) { return t * tanh(kb_ref_softplus(t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_gelu_erf */
/* the exact GELU (PyTorch's F.gelu default): 0.5 t (1 + erf(t / sqrt 2)). */
static inline double kb_ref_gelu_erf(double t) { return 0.5 * t * (1.0 + erf(t / sqrt(2.0))); }
/* kb:ref end */

/* kb:ref begin kb_ref_act_fn */
/* The elementwise activations of KernelBench level 1 (PyTorch's definitions; a and b are the
 * function's constants, unused where the line says none), computed by kb_ref_act. */
typedef enum kb_ref_act_fn {
    KB_REF_RELU,        /* max(0, t) */
    KB_REF_LEAKY_RELU,  /* t > 0 ? t : a t                 (a: negative slope) */
    KB_REF_SIGMOID,     /* 1 / (1 + e^-t) */
    KB_REF_TANH,        /* tanh t */
    KB_REF_SWISH,       /* t sigmoid(t) */
    KB_REF_GELU_ERF,    /* 0.5 t (1 + erf(t / sqrt 2)) */
    KB_REF_GELU_TANH,   /* 0.5 t (1 + tanh(sqrt(2/pi) (t + 0.044715 t^3))) */
    KB_REF_SELU,        /* b (t > 0 ? t : a (e^t - 1))     (a: alpha, b: lambda) */
    KB_REF_HARDSIGMOID, /* clamp((t + 3) / 6, 0, 1) */
    KB_REF_SOFTPLUS,    /* t > 20 ? t : log(1 + e^t)       (PyTorch's threshold 20) */
    KB_REF_SOFTSIGN,    /* t / (1 + |t|) */
    KB_REF_ELU,         /* t > 0 ? t : a (e^t - 1)         (a: alpha) */
    KB_REF_HARDTANH,    /* clamp(t, a, b)                  (a: min, b: max) */
} kb_ref_act_fn;
/* kb:ref end */

/* kb:ref begin kb_ref_act */
static inline double kb_ref_act(kb_ref_act_fn fn, double a, double b, double t)
{
    switch (fn) {
    case KB_REF_RELU: return t > 0.0 ? t : 0.0;
    case KB_REF_LEAKY_RELU: return t > 0.0 ? t : a * t;
    case KB_REF_SIGMOID: return kb_ref_sigmoid(t);
    case KB_REF_TANH: return tanh(t);
    case KB_REF_SWISH: return kb_ref_swish(t);
    case KB_REF_GELU_ERF: return kb_ref_gelu_erf(t);
    case KB_REF_GELU_TANH: return kb_ref_gelu_tanh(t);
    case KB_REF_SELU: return b * (t > 0.0 ? t : a * expm1(t));
    case KB_REF_HARDSIGMOID: return fmin(fmax((t + 3.0) / 6.0, 0.0), 1.0);
    case KB_REF_SOFTPLUS: return t > 20.0 ? t : kb_ref_softplus(t);
    case KB_REF_SOFTSIGN: return t / (1.0 + fabs(t));
    case KB_REF_ELU: return t > 0.0 ? t : a * expm1(t);
    case KB_REF_HARDTANH: return fmin(fmax(t, a), b);
    }
    return NAN;
}
/* kb:ref end */

/* ---- the linear layer (linear.c) --------------------------------------------------------- */

/* the linear layer y = x.w (+ b), in double */
double *kb_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K, int64_t N,
                      bool trans_w);
/* the same on an input in double (the weights in f32, or in double when w is NULL) */
double *kb_ref_linear_f64(const double *x, const float *w, const double *w64, const float *b, int64_t M,
                          int64_t K, int64_t N, bool trans_w);

/* a batch of matrix products, either operand possibly transposed, into f32 */
void kb_ref_matmul(const float *a, const float *b, int64_t batch, int64_t M, int64_t K, int64_t N,
                   bool trans_a, bool trans_b, float *c);

/* ---- row normalisation and softmax (rows.c) ---------------------------------------------- */

/* group (G = 1: layer) normalisation of each row, in place */
void kb_ref_groupnorm(double *y /* [M][N] */, int64_t M, int64_t N, int64_t G, double eps,
                      const float *gamma /* [N] */, const float *beta /* [N] */);

/* softmax (take_log: log-softmax) of each row, into f32 */
void kb_ref_softmax(const double *y /* [M][N] */, int64_t M, int64_t N, bool take_log,
                    float *out /* [M][N] */);

/* kb:ref begin kb_ref_reduce_op */
/* What kb_ref_reduce (sum, mean, max, min) or kb_ref_arg_reduce (argmax, argmin) computes over
 * the reduced axis. */
typedef enum kb_ref_reduce_op {
    KB_REF_SUM,
    KB_REF_MEAN,
    KB_REF_MAX,
    KB_REF_MIN,
    KB_REF_ARGMAX,
    KB_REF_ARGMIN
} kb_ref_reduce_op;
/* kb:ref end */

/* one reduction over the middle axis of a [B][N][M] tensor, into f32 [B][M] (op: sum, mean, max
 * or min) */
void kb_ref_reduce(const float *x /* [B][N][M] */, int64_t B, int64_t N, int64_t M, kb_ref_reduce_op op,
                   float *out /* [B][M] */);
/* the index of the extreme over the middle axis of a [B][N][M] tensor, the first on ties, into
 * int32 [B][M] (op: argmax or argmin) */
void kb_ref_arg_reduce(const float *x /* [B][N][M] */, int64_t B, int64_t N, int64_t M, kb_ref_reduce_op op,
                       int32_t *out /* [B][M] */);

/* kb:ref begin kb_ref_loss_kind */
/* The losses of KernelBench level 1 (PyTorch's definitions, mean reduction unless stated),
 * computed by kb_ref_loss over predictions p [N][D] and targets t; a and b are the loss's
 * constants, unused where the line says none. */
typedef enum kb_ref_loss_kind {
    KB_REF_LOSS_MSE,            /* mean_ij (p - t)^2                      t [N][D] */
    KB_REF_LOSS_CROSS_ENTROPY,  /* mean_i lse_j p_ij - p_i,t_i           t [N] int32 in [0, D) */
    KB_REF_LOSS_HUBER,          /* mean_ij h(p - t), h(d) = |d| < a ? d^2/2 : a (|d| - a/2)
                                   (a: delta)                           t [N][D] */
    KB_REF_LOSS_KL_DIV,         /* sum_ij t (ln t - ln p) / N ('batchmean') t [N][D] */
    KB_REF_LOSS_TRIPLET_MARGIN, /* mean_i max(0, |p_i - t_i + b| - |p_i - u_i + b| + a), |.| the
                                   L2 norm (a: margin, b: eps)     t, u [N][D] */
    KB_REF_LOSS_HINGE,          /* mean_ij max(0, 1 - p_ij t_j)     t [D] of +-1 (the last axis) */
} kb_ref_loss_kind;
/* kb:ref end */

/* one loss over in[0] = p [N][D] and the targets in[1], in[2] (int32 for cross-entropy), into
 * the f32 scalar *out */
void kb_ref_loss(kb_ref_loss_kind kind, double a, double b, const void *const *in, int64_t N, int64_t D,
                 float *out);

/* ---- normalisations over any set of axes (norm.c) ------------------------------------- */

/* kb:ref begin kb_ref_norm_stat */
/* What kb_ref_norm divides by (and subtracts) over each set of elements. */
typedef enum kb_ref_norm_stat {
    KB_REF_NORM_STANDARD, /* (x - mean) / sqrt(var + eps), then gamma, beta */
    KB_REF_NORM_RMS,      /* x / sqrt(mean x^2 + eps) */
    KB_REF_NORM_L2,       /* x / sqrt(sum x^2) */
    KB_REF_NORM_L1_MEAN,  /* x / mean |x| */
} kb_ref_norm_stat;
/* kb:ref end */

/* one normalisation of x [d0][d1][d2] over the axes in the mask `reduce`, into f32 */
void kb_ref_norm(const float *x, const int64_t d[3], unsigned reduce, kb_ref_norm_stat stat, double eps,
                 const float *gamma, const float *beta, int64_t groups, float *out);

/* ---- pooling (pool.c) ------------------------------------------------------------------- */

/* kb:ref begin kb_ref_pool_desc */
/* Max or average pooling over `dims` (1-3) spatial dimensions, indexed 0..dims-1 outermost
 * first. A stride or dilation of 0 means 1. */
typedef struct kb_ref_pool_desc {
    int dims;
    int64_t in[3], out[3]; /* spatial extents of x and of the output */
    int64_t kernel[3], stride[3], pad[3], dilation[3];
    bool avg; /* average (padding counted in the divisor) instead of max */
} kb_ref_pool_desc;
/* kb:ref end */

/* pooling of each of `planes` planes of x [planes][in...] into f32 out [planes][out...] */
void kb_ref_pool(const kb_ref_pool_desc *d, const float *x, int64_t planes, float *out);

/* ---- cumulative sums and products (scan.c) ---------------------------------------------- */

/* running sums or products along each row of x [R][C] (mask [R][C] or NULL), into f32 */
void kb_ref_scan(const float *x, const int32_t *mask, int64_t R, int64_t C, bool product, bool reverse,
                 bool exclusive, float *out);

/* ---- attention (attention.c) ------------------------------------------------------------- */

/* one query row attended to a list of keys */
void kb_ref_attn_row(const float *q /* [dk] */, const float *k /* [n][ldk] */, int64_t ldk,
                     const float *v /* [n][ldv] */, int64_t ldv, int64_t n, int64_t dk, int64_t dv,
                     double scale, const float *bias /* [n] or NULL */, const bool *keep /* [n] or NULL */,
                     double *work /* [n] */, float *out /* [dv] */);

/* kb:ref begin kb_ref_attn_weigh */
/* The workload's step between scores and values in kb_ref_attn_causal: for query row i it
 * rewrites s[0..i] (the raw scores q[i].k[j]) into the weights of the values and returns the
 * denominator of row i. ctx is the caller's. */
typedef double (*kb_ref_attn_weigh)(void *ctx, int64_t i, double *s);
/* kb:ref end */

/* one head of causal attention-like weighting (the weights: kb_ref_attn_weigh) */
void kb_ref_attn_causal(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                        kb_ref_attn_weigh weigh, void *ctx, float *out);

/* ---- convolution (conv.c) --------------------------------------------------------------- */

/* kb:ref begin kb_ref_conv_desc */
/* A convolution over `dims` (1-3) spatial dimensions; spatial arrays are indexed 0..dims-1,
 * outermost first. A stride or dilation of 0 means 1. */
typedef struct kb_ref_conv_desc {
    int dims;
    int64_t C, F, groups;  /* input channels, output channels, groups (1: dense) */
    int64_t in[3], out[3]; /* spatial extents of x and of the output */
    int64_t kernel[3], stride[3], pad[3], dilation[3];
    bool transposed; /* the transposed convolution (the gradient of the forward one) */
} kb_ref_conv_desc;
/* kb:ref end */

/* one output plane (image, output channel) of a convolution */
void kb_ref_conv(const kb_ref_conv_desc *d, const float *x, const float *w, const float *bias, int64_t n,
                 int64_t f, double *out);

/* ---- grouped linear layer (grouped.c) ---------------------------------------------------- */

/* rows in consecutive groups, each group through its own [K][N] matrix */
void kb_ref_grouped_linear(const float *a /* [M][K] */, const float *b /* [G][K][N] */,
                           const int32_t *sizes /* [G] */, int64_t groups, int64_t m, int64_t k, int64_t n,
                           float *out /* [M][N] */);

/* ---- a convolution chain's epilogue (chain.c) ------------------------------------------ */

/* kb:ref begin kb_ref_chain_kind */
/* The ops of a KernelBench level-2 convolution chain's epilogue (the rows of
 * src/suite/kb2/conv_chain.def), as kb_ref_chain applies them, in order, to y [N][C][spatial...]
 * (NC(D)HW, row-major; spatial: D, H, W or H, W), at first the convolution's output. a and b are
 * the op's arguments (kb_ref_chain_op); "per element" ops keep y's shape. */
typedef enum kb_ref_chain_kind {
    /* per element, y = f(y): */
    CC_RELU,       /* max(y, 0) */
    CC_LEAKY,      /* y > 0 ? y : a y */
    CC_GELU,       /* 0.5 y (1 + erf(y / sqrt 2)), the erf form (KernelBench's F.gelu) */
    CC_TANH,       /* tanh y */
    CC_SIGMOID,    /* 1 / (1 + exp(-y)) */
    CC_MISH,       /* y tanh(softplus y) */
    CC_SWISH,      /* y sigmoid(y) */
    CC_HARDSWISH,  /* y clamp((y + 3) / 6, 0, 1) */
    CC_HSIG_SWISH, /* y sigmoid(y + 3) / 6 (what L2-58 writes as its "hardswish") */
    CC_CLAMP,      /* clamp(y, a, b) */
    CC_ADD,        /* y + a */
    CC_MUL,        /* y a */
    CC_DIV,        /* y / a */
    CC_MIN,        /* min(y, a) */
    /* per element, with an extra input or the saved copy (extra input i: the i-th input after x,
     * w and the convolution's bias): */
    CC_ADD_P,     /* y[n][c] += e[c], e = extra input a: one value per channel, or one value */
    CC_SUB_P,     /* y[n][c] -= e[c], the same */
    CC_MUL_P,     /* y[n][c] *= e[c], the same */
    CC_ADD_T,     /* y += extra input a, of y's own shape, elementwise */
    CC_SAVE,      /* r = y: a copy for the residuals below */
    CC_ADD_SAVED, /* y + r */
    CC_MUL_SAVED, /* y r */
    /* over the channels at each position: */
    CC_SOFTMAX_C, /* softmax over C (the shape kept) */
    CC_MIN_C,     /* min over C, C to 1 */
    CC_MAX_C,     /* max over C, C to 1 */
    CC_SUM_C,     /* sum over C, C to 1 */
    CC_MEAN_C,    /* mean over C, C to 1 */
    CC_LSE_C,     /* log sum exp over C, C to 1 */
    /* over space, for each (n, c): */
    CC_MEAN_SP,     /* the mean over every spatial position, each spatial axis to 1 */
    CC_SUM_SP,      /* the sum over every spatial position, each spatial axis to 1 */
    CC_SUB_MEAN_SP, /* y minus its mean over the spatial positions */
    CC_SOFTMAX_SP,  /* softmax over the flattened spatial positions */
    CC_MIN_AX,      /* min over spatial axis a (0: the first, D in 3-D, H in 2-D), it to 1 */
    CC_SUM_AX,      /* sum over spatial axis a, it to 1 */
    CC_MEAN_AX,     /* mean over spatial axis a, it to 1 */
    /* norms, eps 1e-5, biased variance, no affine weight or bias: */
    CC_BN,   /* batch norm, training mode: each channel over N and space */
    CC_GN,   /* group norm: G groups of C/G consecutive channels, each (n, group) over its
                      channels and space */
    CC_IN,   /* instance norm: each (n, c) over space */
    CC_LN_W, /* layer norm over the last axis (W) */
    /* pooling, window a, stride a, no padding, on every spatial axis (extents floor(L / a)): */
    CC_MAXPOOL,
    CC_AVGPOOL,
} kb_ref_chain_kind;
/* kb:ref end */

/* kb:ref begin kb_ref_chain_op */
/* one op of a chain: what, and its arguments (an extra input's index, an axis or a window in a) */
typedef struct kb_ref_chain_op {
    kb_ref_chain_kind kind;
    double a, b;
} kb_ref_chain_op;
/* kb:ref end */

/* kb:ref begin kb_ref_chain_shape */
/* y's shape as the ops go: N, C, the `rank` spatial extents (outermost first) */
typedef struct kb_ref_chain_shape {
    int64_t n, c, sp[3];
    int rank;
} kb_ref_chain_shape;
/* kb:ref end */

/* a chain's epilogue ops on y (kb_xmalloc'd, shape *s, both updated), in double */
double *kb_ref_chain(const kb_ref_chain_op *ops, int nops, int64_t groups, kb_ref_chain_shape *s, double *y,
                     const float *const *ex, const int64_t *ex_n);

#endif
