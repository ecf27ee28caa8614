/* landlock.c: Landlock rulesets (see landlock.h). The kernel's UAPI header on Debian 12 knows
 * only ABI 1-2, so the newer rights and the ruleset's later fields are spelled out here from the
 * kernel's documentation (Documentation/userspace-api/landlock.rst); the ruleset attribute is
 * passed with the size the running kernel's ABI expects. */
#include "landlock.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define FS_TRUNCATE (1ull << 14)  /* ABI 3 */
#define FS_IOCTL_DEV (1ull << 15) /* ABI 5 */
#define NET_BIND_TCP (1ull << 0)  /* ABI 4 */
#define NET_CONNECT_TCP (1ull << 1)
#define SCOPE_ABSTRACT_UNIX (1ull << 0) /* ABI 6 */
#define SCOPE_SIGNAL (1ull << 1)

/* struct landlock_ruleset_attr as of ABI 6: handled_access_fs (1), _net (4), scoped (6). */
typedef struct ruleset_attr {
    uint64_t handled_access_fs, handled_access_net, scoped;
} ruleset_attr;

int kb_landlock_abi(void)
{
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi > 0 ? (int)abi : 0;
}

static uint64_t fs_rights(int abi)
{
    uint64_t r = (1ull << 13) - 1; /* ABI 1: execute .. make_sym */
    if (abi >= 2) r |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) r |= FS_TRUNCATE;
    if (abi >= 5) r |= FS_IOCTL_DEV;
    return r;
}

/* Allow `rights` beneath path (a file takes only the rights that apply to files). */
static int add_rule(int rs, const char *path, uint64_t rights, int abi)
{
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT || errno == ENOTDIR ? 0 : -1;
    struct stat st;
    if (fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) {
        uint64_t file =
            LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE;
        if (abi >= 3) file |= FS_TRUNCATE;
        if (abi >= 5) file |= FS_IOCTL_DEV;
        rights &= file;
    }
    struct landlock_path_beneath_attr pb = {.allowed_access = rights, .parent_fd = fd};
    long rc = syscall(SYS_landlock_add_rule, rs, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
    int e = errno;
    close(fd);
    errno = e;
    return rc == 0 ? 0 : -1;
}

int kb_landlock_ruleset(const char *const *ro, const char *const *rw, bool scope, char *why, size_t cap)
{
    int abi = kb_landlock_abi();
    if (abi < 1) {
        snprintf(why, cap,
                 "this kernel has no Landlock (it needs Linux 5.13 or later with "
                 "landlock in the lsm= list)");
        return -1;
    }
    ruleset_attr attr = {.handled_access_fs = fs_rights(abi)};
    size_t size = sizeof attr.handled_access_fs;
    if (abi >= 4) {
        attr.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP;
        size = 2 * sizeof(uint64_t);
    }
    if (abi >= 6) {
        if (scope) attr.scoped = SCOPE_ABSTRACT_UNIX | SCOPE_SIGNAL;
        size = sizeof attr;
    }
    int rs = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (rs < 0) {
        snprintf(why, cap, "cannot create a Landlock ruleset: %s", strerror(errno));
        return -1;
    }
    const uint64_t read =
        LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
    for (int i = 0; ro && ro[i]; i++)
        if (add_rule(rs, ro[i], read, abi) != 0) {
            snprintf(why, cap, "cannot allow reading %s: %s", ro[i], strerror(errno));
            close(rs);
            return -1;
        }
    for (int i = 0; rw && rw[i]; i++)
        if (add_rule(rs, rw[i], fs_rights(abi), abi) != 0) {
            snprintf(why, cap, "cannot allow writing %s: %s", rw[i], strerror(errno));
            close(rs);
            return -1;
        }
    return rs;
}

int kb_landlock_apply(int ruleset_fd)
{
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
    return syscall(SYS_landlock_restrict_self, ruleset_fd, 0) == 0 ? 0 : -1;
}
