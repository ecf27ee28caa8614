/* sandbox.h: the runner's system-call allow-list (seccomp), entered after the contestants are
 * loaded and planned and before the first candidate call. */
#ifndef KB_SANDBOX_H
#define KB_SANDBOX_H

/* The deny-list for loading a candidate: no new processes, exec, sockets, ptrace, process_vm_*,
 * signals to other processes, namespaces, io_uring or bpf. Returns 0, or -1. */
int kb_sandbox_preload(void (*on_violation)(int nr));

/* Install the full filter. A forbidden call traps: on_violation(syscall number) runs in the signal
 * handler and must not return. Returns 0, or -1 if the kernel refused the filter. */
int kb_sandbox_enter(void (*on_violation)(int nr));

#endif
