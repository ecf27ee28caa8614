/* dtype.c: bulk conversions and the output poison pattern. */
#include "dtype.h"

#include <string.h>

size_t kb_dtype_size(kb_dtype t) { return t == KB_DTYPE_BF16 ? 2 : 4; }

const char *kb_dtype_name(kb_dtype t)
{
    switch (t) {
    case KB_DTYPE_BF16: return "bf16";
    case KB_DTYPE_F32: return "f32";
    case KB_DTYPE_I32: return "i32";
    }
    return "?";
}

int kb_dtype_parse(const char *s, kb_dtype *out)
{
    if (!strcmp(s, "bf16"))
        *out = KB_DTYPE_BF16;
    else if (!strcmp(s, "f32"))
        *out = KB_DTYPE_F32;
    else
        return -1;
    return 0;
}

void kb_dtype_to_f32(kb_dtype t, const void *src, float *dst, size_t n)
{
    if (t == KB_DTYPE_F32) {
        memcpy(dst, src, n * sizeof(float));
    } else if (t == KB_DTYPE_BF16) {
        const kb_bf16 *s = src;
#pragma omp parallel for schedule(static) if (n > (1u << 16))
        for (size_t i = 0; i < n; i++) dst[i] = kb_bf16_to_f32(s[i]);
    } else {
        const int32_t *s = src;
        for (size_t i = 0; i < n; i++) dst[i] = (float)s[i];
    }
}

void kb_dtype_from_f32(kb_dtype t, const float *src, void *dst, size_t n)
{
    if (t == KB_DTYPE_F32) {
        memcpy(dst, src, n * sizeof(float));
    } else if (t == KB_DTYPE_BF16) {
        kb_bf16 *d = dst;
#pragma omp parallel for schedule(static) if (n > (1u << 16))
        for (size_t i = 0; i < n; i++) d[i] = kb_f32_to_bf16(src[i]);
    } else {
        int32_t *d = dst;
        for (size_t i = 0; i < n; i++) d[i] = (int32_t)src[i];
    }
}

void kb_dtype_poison(kb_dtype t, void *dst, size_t n) { memset(dst, KB_POISON_BYTE, n * kb_dtype_size(t)); }

int kb_dtype_is_poison(kb_dtype t, const void *src, size_t i)
{
    if (t == KB_DTYPE_BF16) return ((const uint16_t *)src)[i] == 0xffff;
    return ((const uint32_t *)src)[i] == 0xffffffffu;
}
