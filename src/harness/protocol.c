/* protocol.c: the shared-memory layout used by parent and child (see protocol.h). */
#include "protocol.h"

static size_t page_round(size_t n) { return (n + 4095) & ~(size_t)4095; }

void kb_layout_init(kb_layout *l, const kb_problem *p, int n_sets, int n_slots, int n_contestants)
{
    *l = (kb_layout){0};
    l->n_in = kb_problem_n_inputs(p);
    l->n_out = kb_problem_n_outputs(p);
    l->n_sets = n_sets;
    l->n_slots = n_slots;
    for (int i = 0; i < l->n_in; i++) {
        l->in_bytes[i] = kb_problem_tensor_bytes(p, &p->w->inputs[i]);
        l->set_stride += page_round(l->in_bytes[i]);
    }
    for (int o = 0; o < l->n_out; o++) {
        l->out_bytes[o] = kb_problem_tensor_bytes(p, &p->w->outputs[o]);
        l->slot_stride += page_round(l->out_bytes[o]);
    }
    l->in_size = l->set_stride * (size_t)n_sets;
    l->out_size = l->slot_stride * (size_t)n_slots * (size_t)n_contestants;
}

size_t kb_layout_in(const kb_layout *l, int set, int tensor)
{
    size_t off = l->set_stride * (size_t)set;
    for (int i = 0; i < tensor; i++) off += page_round(l->in_bytes[i]);
    return off;
}

size_t kb_layout_out(const kb_layout *l, int contestant, int slot, int tensor)
{
    size_t off = l->slot_stride * ((size_t)contestant * (size_t)l->n_slots + (size_t)slot);
    for (int o = 0; o < tensor; o++) off += page_round(l->out_bytes[o]);
    return off;
}
