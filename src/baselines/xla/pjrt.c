/* pjrt.c: the PJRT client (see pjrt.h and, for the API itself, pjrt_api.h). */
#include "pjrt.h"

#include <dirent.h>
#include <dlfcn.h>
#include <glob.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pjrt_api.h"

struct kb_pjrt {
    char path[1024];
    const kb_pjrt_api *api;
    kb_pjrt_client *client;
    kb_pjrt_device *device;
    char desc[160];
};

#define MAX_ARGS 16

struct kb_pjrt_exe {
    kb_pjrt *c;
    kb_pjrt_loaded_executable *exe;
    size_t n_out;
    /* between kb_pjrt_execute and kb_pjrt_fetch: the call's device buffers */
    bool pending;
    int n_in;
    kb_pjrt_buffer *args[MAX_ARGS], *res[MAX_ARGS];
    kb_pjrt_event *host_done[MAX_ARGS];
};

/* An argument struct, zeroed, with its size: what the callee reads to know our fields. */
#define ARGS(type, var) type var = {.struct_size = sizeof(type)}

/* XLA's error into err ("what: message"), then free it. Returns -1 if there was an error. */
static int check(const kb_pjrt_api *api, kb_pjrt_error *e, kb_err *err, const char *what)
{
    if (!e) return 0;
    ARGS(kb_pjrt_error_message_args, m);
    m.error = e;
    api->Error_Message(&m);
    /* XLA's messages can run to pages (a whole module); the first line or so says it */
    int n = (int)KB_MIN(m.message_size, 600);
    kb_err_set(err, "%s: %.*s", what, n, m.message ? m.message : "(no message)");
    for (char *p = err->msg; *p; p++)
        if (*p == '\n') *p = ' ';
    ARGS(kb_pjrt_error_destroy_args, d);
    d.error = e;
    api->Error_Destroy(&d);
    return -1;
}

static void event_finish(const kb_pjrt_api *api, kb_pjrt_event *ev, kb_err *err, const char *what, int *rc)
{
    if (!ev) return;
    ARGS(kb_pjrt_event_args, a);
    a.event = ev;
    kb_err scratch;
    if (check(api, api->Event_Await(&a), *rc ? &scratch : err, what)) *rc = -1;
    ARGS(kb_pjrt_event_args, d);
    d.event = ev;
    check(api, api->Event_Destroy(&d), &scratch, "");
}

/* ---- finding the plugin ------------------------------------------------------------------ */

/* Where scripts/bootstrap puts the CPU plugins, relative to the repository, in order of
 * preference: XLA's CPU plugin built from jaxlib 0.11.2 (lammps-jax-pjrt-cpu, as fast as jax.jit),
 * then OpenXLA's older xla-cpu-pjrt (up to 2.8x slower at the cpu preset; docs/xla.md). */
static const char *const plugin_globs[] = {
    ".venv/lib/python3*/site-packages/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so",
    ".venv/lib/python3*/site-packages/xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so",
};

int kb_pjrt_find_plugin(char *path, size_t cap, kb_err *err)
{
    const char *env = getenv("KBENCH_PJRT_PLUGIN");
    struct stat st;
    if (env && *env) {
        if (stat(env, &st) != 0 || !S_ISREG(st.st_mode)) {
            kb_err_set(err, "no PJRT plugin at %s (KBENCH_PJRT_PLUGIN)", env);
            return -1;
        }
        snprintf(path, cap, "%s", env);
        return 0;
    }
    const char *root = getenv("KBENCH_ROOT");
    if (!root || !*root) root = KB_ROOT;
    for (size_t i = 0; i < KB_ARRAY_LEN(plugin_globs); i++) {
        char *pat = kb_xasprintf("%s/%s", root, plugin_globs[i]);
        glob_t g;
        int found = glob(pat, 0, NULL, &g) == 0 && g.gl_pathc > 0;
        if (found) snprintf(path, cap, "%s", g.gl_pathv[g.gl_pathc - 1]);
        if (found || g.gl_pathc) globfree(&g);
        free(pat);
        if (found) return 0;
    }
    kb_err_set(err, "no PJRT plugin (set KBENCH_PJRT_PLUGIN or run scripts/bootstrap)");
    return -1;
}

/* The installed package that holds the plugin: the *.dist-info beside it under site-packages
 * whose RECORD lists the file ("lammps_jax_pjrt_cpu 0.11.2"); else the file's name. */
static void plugin_package(const char *path, char *buf, size_t cap);

/* Every evaluation asks; the answer for the last path is kept (it reads every RECORD). */
void kb_pjrt_plugin_package(const char *path, char *buf, size_t cap)
{
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static char last_path[1024], last[96];
    pthread_mutex_lock(&lock);
    if (strcmp(path, last_path) != 0) {
        plugin_package(path, last, sizeof last);
        snprintf(last_path, sizeof last_path, "%s", path);
    }
    snprintf(buf, cap, "%s", last);
    pthread_mutex_unlock(&lock);
}

static void plugin_package(const char *path, char *buf, size_t cap)
{
    const char *base = strrchr(path, '/');
    snprintf(buf, cap, "%s", base ? base + 1 : path);
    const char *sp = strstr(path, "/site-packages/");
    if (!sp) return;
    char *dir = kb_xasprintf("%.*s/site-packages", (int)(sp - path), path);
    const char *rel = sp + strlen("/site-packages/");
    size_t rel_len = strlen(rel);
    DIR *d = opendir(dir);
    for (struct dirent *de; d && (de = readdir(d));) {
        const char *ext = strstr(de->d_name, ".dist-info");
        if (!ext || ext[strlen(".dist-info")]) continue;
        char *record = kb_xasprintf("%s/%s/RECORD", dir, de->d_name);
        char *text = kb_read_file(record, NULL);
        bool listed = false;
        for (const char *line = text; line && *line && !listed; line = strchr(line, '\n'), line += !!line)
            listed = strncmp(line, rel, rel_len) == 0 && line[rel_len] == ',';
        free(text);
        free(record);
        const char *dash = strchr(de->d_name, '-');
        if (listed && dash && dash < ext) {
            snprintf(buf, cap, "%.*s %.*s", (int)(dash - de->d_name), de->d_name, (int)(ext - dash - 1),
                     dash + 1);
            break;
        }
    }
    if (d) closedir(d);
    free(dir);
}

/* ---- loading ------------------------------------------------------------------------------ */

static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;
static kb_pjrt *the_client;

/* The plugin's table must be of our major version, at least our minor version, and hold
 * every entry we call. */
static int check_api(const kb_pjrt_api *api, const char *path, kb_err *err)
{
    if (!api) {
        kb_err_set(err, "PJRT plugin %s: GetPjrtApi returned nothing", path);
        return -1;
    }
    int major = api->pjrt_api_version.major_version, minor = api->pjrt_api_version.minor_version;
    if (major != KB_PJRT_MAJOR || minor < KB_PJRT_MINOR) {
        kb_err_set(err,
                   "PJRT plugin %s speaks PJRT C API %d.%d; kbench needs %d.%d or a later "
                   "%d.x (pjrt_api.h)",
                   path, major, minor, KB_PJRT_MAJOR, KB_PJRT_MINOR, KB_PJRT_MAJOR);
        return -1;
    }
    size_t need = offsetof(kb_pjrt_api, Buffer_ToHostBuffer) + sizeof api->Buffer_ToHostBuffer;
    const void *used[] = {
        (void *)api->Error_Destroy,
        (void *)api->Error_Message,
        (void *)api->Plugin_Initialize,
        (void *)api->Event_Destroy,
        (void *)api->Event_Await,
        (void *)api->Client_Create,
        (void *)api->Client_PlatformName,
        (void *)api->Client_AddressableDevices,
        (void *)api->Client_Compile,
        (void *)api->Client_BufferFromHostBuffer,
        (void *)api->Executable_Destroy,
        (void *)api->Executable_NumOutputs,
        (void *)api->LoadedExecutable_Destroy,
        (void *)api->LoadedExecutable_GetExecutable,
        (void *)api->LoadedExecutable_Execute,
        (void *)api->Buffer_Destroy,
        (void *)api->Buffer_ToHostBuffer,
    };
    bool complete = api->struct_size >= need;
    for (size_t i = 0; complete && i < KB_ARRAY_LEN(used); i++) complete = used[i] != NULL;
    if (!complete) {
        kb_err_set(err, "PJRT plugin %s (API %d.%d) lacks functions kbench calls", path, major, minor);
        return -1;
    }
    return 0;
}

/* XLA's XNNPACK path for f32 dots returned wrong results in this plugin on an AMD Zen 4 (EPYC)
 * machine: p09, k36, k42, k43, k49 and k50 in f32 on some input sets (k36: 954.3 where the
 * reference and jaxlib 0.10.2 on the same StableHLO give 917.8), deterministic, and right again
 * with --xla_cpu_use_xnnpack=false (test_xla's cross-check, 2026-12-02). So kbench turns it off,
 * unless XLA_FLAGS already sets it. XLA reads XLA_FLAGS when the plugin initialises. */
static void xla_flags_default(void)
{
    static const char flag[] = "--xla_cpu_use_xnnpack=false";
    const char *old = getenv("XLA_FLAGS");
    if (old && strstr(old, "--xla_cpu_use_xnnpack")) return;
    char buf[4096];
    snprintf(buf, sizeof buf, "%s%s%s", old ? old : "", old && *old ? " " : "", flag);
    setenv("XLA_FLAGS", buf, 1);
}

static kb_pjrt *open_locked(const char *path, kb_err *err)
{
    xla_flags_default();
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        kb_err_set(err, "cannot load the PJRT plugin: %s", dlerror());
        return NULL;
    }
    kb_pjrt_get_api_fn *get = (kb_pjrt_get_api_fn *)(uintptr_t)dlsym(h, KB_PJRT_GET_API_SYMBOL);
    if (!get) {
        kb_err_set(err, "%s is not a PJRT plugin (no %s)", path, KB_PJRT_GET_API_SYMBOL);
        return NULL; /* never dlclose'd: unloading XLA is not safe */
    }
    const kb_pjrt_api *api = get();
    if (check_api(api, path, err)) return NULL;
    ARGS(kb_pjrt_plugin_initialize_args, init);
    if (check(api, api->Plugin_Initialize(&init), err, "PJRT plugin initialisation")) return NULL;
    ARGS(kb_pjrt_client_create_args, cc);
    if (check(api, api->Client_Create(&cc), err, "PJRT client")) return NULL;
    ARGS(kb_pjrt_client_addressabledevices_args, ad);
    ad.client = cc.client;
    if (check(api, api->Client_AddressableDevices(&ad), err, "PJRT devices")) return NULL;
    if (ad.num_addressable_devices < 1) {
        kb_err_set(err, "PJRT plugin %s offers no device", path);
        return NULL;
    }
    ARGS(kb_pjrt_client_platformname_args, pn);
    pn.client = cc.client;
    if (check(api, api->Client_PlatformName(&pn), err, "PJRT platform")) return NULL;
    kb_pjrt *c = kb_xcalloc(1, sizeof *c);
    snprintf(c->path, sizeof c->path, "%s", path);
    c->api = api;
    c->client = cc.client;
    c->device = ad.addressable_devices[0];
    snprintf(c->desc, sizeof c->desc, "%.*s, PJRT API %d.%d", (int)KB_MIN(pn.platform_name_size, 40),
             pn.platform_name, api->pjrt_api_version.major_version, api->pjrt_api_version.minor_version);
    return c;
}

kb_pjrt *kb_pjrt_open(const char *path, kb_err *err)
{
    pthread_mutex_lock(&open_lock);
    kb_pjrt *c = the_client;
    if (c && strcmp(c->path, path) != 0) {
        kb_err_set(err, "a PJRT plugin (%s) is already loaded; one per process", c->path);
        c = NULL;
    } else if (!c) {
        c = the_client = open_locked(path, err);
    }
    pthread_mutex_unlock(&open_lock);
    return c;
}

const char *kb_pjrt_describe(const kb_pjrt *c) { return c->desc; }

/* ---- compiling ---------------------------------------------------------------------------- */

/* The serialized xla.CompileOptionsProto: one replica, one partition, device chosen by the
 * client; in protobuf wire format, field 3 (executable_build_options, a message) holding
 * field 1 (device_ordinal) = -1, field 4 (num_replicas) = 1, field 5 (num_partitions) = 1. */
static const char compile_options[] = {
    0x1a,       0x0f,                                                             /* field 3, 15 bytes */
    0x08,       (char)0xff, (char)0xff, (char)0xff, (char)0xff, (char)0xff,       /* field 1 = -1 (varint) */
    (char)0xff, (char)0xff, (char)0xff, (char)0xff, 0x01,       0x20,       0x01, /* field 4 = 1 */
    0x28,       0x01,                                                             /* field 5 = 1 */
};

kb_pjrt_exe *kb_pjrt_compile(kb_pjrt *c, const char *code, size_t len, kb_err *err)
{
    const kb_pjrt_api *api = c->api;
    ARGS(kb_pjrt_program, prog);
    prog.code = (char *)code; /* the API's field is not const; compiling only reads it */
    prog.code_size = len;
    prog.format = "mlir";
    prog.format_size = 4;
    ARGS(kb_pjrt_client_compile_args, a);
    a.client = c->client;
    a.program = &prog;
    a.compile_options = compile_options;
    a.compile_options_size = sizeof compile_options;
    if (check(api, api->Client_Compile(&a), err, "XLA cannot compile it")) return NULL;
    kb_pjrt_exe *e = kb_xcalloc(1, sizeof *e);
    e->c = c;
    e->exe = a.executable;
    ARGS(kb_pjrt_loadedexecutable_getexecutable_args, g);
    g.loaded_executable = a.executable;
    if (check(api, api->LoadedExecutable_GetExecutable(&g), err, "XLA executable")) {
        kb_pjrt_exe_free(e);
        return NULL;
    }
    ARGS(kb_pjrt_executable_numoutputs_args, no);
    no.executable = g.executable;
    int rc = check(api, api->Executable_NumOutputs(&no), err, "XLA executable outputs");
    e->n_out = no.num_outputs;
    ARGS(kb_pjrt_executable_args, d);
    d.executable = g.executable;
    kb_err scratch;
    check(api, api->Executable_Destroy(&d), &scratch, "");
    if (rc) {
        kb_pjrt_exe_free(e);
        return NULL;
    }
    return e;
}

size_t kb_pjrt_exe_outputs(const kb_pjrt_exe *e) { return e->n_out; }

static void release(kb_pjrt_exe *e, kb_err *err, int *rc);

void kb_pjrt_exe_free(kb_pjrt_exe *e)
{
    if (!e) return;
    if (e->pending) {
        kb_err scratch;
        int rc = 0;
        release(e, &scratch, &rc);
    }
    ARGS(kb_pjrt_loadedexecutable_args, d);
    d.executable = e->exe;
    kb_err scratch;
    check(e->c->api, e->c->api->LoadedExecutable_Destroy(&d), &scratch, "");
    free(e);
}

/* ---- executing ---------------------------------------------------------------------------- */

static void buffer_destroy(const kb_pjrt_api *api, kb_pjrt_buffer *b)
{
    if (!b) return;
    ARGS(kb_pjrt_buffer_args, d);
    d.buffer = b;
    kb_err scratch;
    check(api, api->Buffer_Destroy(&d), &scratch, "");
}

/* The call's buffers, gone: results first, then the inputs (whose host memory they alias). */
static void release(kb_pjrt_exe *e, kb_err *err, int *rc)
{
    const kb_pjrt_api *api = e->c->api;
    for (size_t o = 0; o < e->n_out; o++) buffer_destroy(api, e->res[o]), e->res[o] = NULL;
    for (int i = 0; i < e->n_in; i++) {
        buffer_destroy(api, e->args[i]);
        event_finish(api, e->host_done[i], err, "XLA input buffer", rc);
        e->args[i] = NULL, e->host_done[i] = NULL;
    }
    e->n_in = 0;
    e->pending = false;
}

int kb_pjrt_execute(kb_pjrt_exe *e, const kb_pjrt_tensor *in, int n_in, kb_err *err)
{
    const kb_pjrt_api *api = e->c->api;
    if (e->pending) {
        kb_err_set(err, "an XLA call whose outputs were never fetched");
        return -1;
    }
    if (n_in > MAX_ARGS || e->n_out > MAX_ARGS) {
        kb_err_set(err, "the XLA program has more than %d arguments or outputs", MAX_ARGS);
        return -1;
    }
    kb_pjrt_event *finished = NULL;
    int rc = 0;
    e->pending = true;
    e->n_in = n_in;
    /* inputs: zero-copy on the CPU (the host memory is page-aligned, so the plugin can alias
     * it); the memory must stay untouched until the buffer is destroyed */
    for (int i = 0; i < n_in && rc == 0; i++) {
        ARGS(kb_pjrt_client_bufferfromhost_args, b);
        b.client = e->c->client;
        b.data = in[i].data;
        b.type = in[i].type;
        b.dims = in[i].dims;
        b.num_dims = (size_t)in[i].ndim;
        b.host_buffer_semantics = KB_PJRT_HOST_IMMUTABLE_ZERO_COPY;
        b.device = e->c->device;
        rc = check(api, api->Client_BufferFromHostBuffer(&b), err, "XLA input buffer");
        e->args[i] = b.buffer;
        e->host_done[i] = b.done_with_host_buffer;
    }
    if (rc == 0) {
        kb_pjrt_buffer *const *arg_list = e->args;
        kb_pjrt_buffer **res_list = e->res;
        ARGS(kb_pjrt_execute_options, opts);
        ARGS(kb_pjrt_loadedexecutable_execute_args, x);
        x.executable = e->exe;
        x.options = &opts;
        x.argument_lists = &arg_list;
        x.num_devices = 1;
        x.num_args = (size_t)n_in;
        x.output_lists = &res_list;
        x.device_complete_events = &finished;
        rc = check(api, api->LoadedExecutable_Execute(&x), err, "XLA execution");
    }
    event_finish(api, finished, err, "XLA execution", &rc);
    if (rc) release(e, err, &rc);
    return rc;
}

int kb_pjrt_fetch(kb_pjrt_exe *e, const kb_pjrt_tensor *out, int n_out, kb_err *err)
{
    const kb_pjrt_api *api = e->c->api;
    int rc = 0;
    if (!e->pending) {
        kb_err_set(err, "no XLA call to fetch the outputs of");
        return -1;
    }
    if ((size_t)n_out != e->n_out) {
        kb_err_set(err, "the XLA program returns %zu outputs; the workload has %d", e->n_out, n_out);
        rc = -1;
    }
    /* start every copy, then wait for them all */
    kb_pjrt_event *copied[MAX_ARGS] = {0};
    for (int o = 0; o < n_out && rc == 0; o++) {
        ARGS(kb_pjrt_buffer_tohost_args, t);
        t.src = e->res[o];
        t.dst = out[o].data;
        t.dst_size = out[o].bytes;
        rc = check(api, api->Buffer_ToHostBuffer(&t), err, "XLA output copy");
        copied[o] = t.event;
    }
    for (int o = 0; o < n_out; o++) event_finish(api, copied[o], err, "XLA output copy", &rc);
    release(e, err, &rc);
    return rc;
}
