/* pjrt_api.h: the part of the PJRT C API that kbench calls, declared by us.
 *
 * PJRT is XLA's plugin interface: a shared object exports `GetPjrtApi`, which returns a table
 * of function pointers (kb_pjrt_api). Every function takes one argument struct whose first
 * field, struct_size, tells the other side how many fields the caller knows, and returns NULL
 * or an error that the caller must destroy. The ABI rules (from the API's documentation):
 *   - major version: bumped by incompatible changes; we require the one we declared;
 *   - minor version: bumped when fields are appended to the table or to an argument struct;
 *     a plugin accepts argument structs from callers that know fewer fields (struct_size), so
 *     a plugin at or above the minor version we declared serves us.
 * These declarations are written from the API's documented semantics, not copied from XLA's
 * header. They follow the layout of API version KB_PJRT_MAJOR.KB_PJRT_MINOR; pjrt.c checks the
 * version a plugin reports at load time, and tests/test_xla.c checks every offset here against
 * the header that the xla-cpu-pjrt package installs, where it is installed.
 *
 * Only the table entries up to the last one we call are declared; the ones we do not call are
 * untyped slots that keep the offsets. Names: kb_pjrt_<Object>_<Method> for a function type,
 * kb_pjrt_<object>_<method>_args for its argument struct. */
#ifndef KB_PJRT_API_H
#define KB_PJRT_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define KB_PJRT_MAJOR 0
#define KB_PJRT_MINOR 81

/* Opaque objects owned by the plugin. */
typedef struct kb_pjrt_error kb_pjrt_error;
typedef struct kb_pjrt_client kb_pjrt_client;
typedef struct kb_pjrt_device kb_pjrt_device;
typedef struct kb_pjrt_memory kb_pjrt_memory;
typedef struct kb_pjrt_event kb_pjrt_event;
typedef struct kb_pjrt_buffer kb_pjrt_buffer;
typedef struct kb_pjrt_executable kb_pjrt_executable;
typedef struct kb_pjrt_loaded_executable kb_pjrt_loaded_executable;

/* A chain of optional extensions; we pass none (NULL). */
typedef struct kb_pjrt_extension {
    size_t struct_size;
    int type;
    struct kb_pjrt_extension *next;
} kb_pjrt_extension;

/* Every argument struct begins with these two fields. */
#define KB_PJRT_ARGS_HEAD \
    size_t struct_size;   \
    kb_pjrt_extension *extension_start

typedef struct kb_pjrt_version {
    KB_PJRT_ARGS_HEAD;
    int major_version, minor_version;
} kb_pjrt_version;

/* ---- errors ---- */
typedef struct kb_pjrt_error_destroy_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_error *error;
} kb_pjrt_error_destroy_args;

typedef struct kb_pjrt_error_message_args {
    KB_PJRT_ARGS_HEAD;
    const kb_pjrt_error *error;
    const char *message; /* out: lives as long as the error */
    size_t message_size; /* out */
} kb_pjrt_error_message_args;

typedef struct kb_pjrt_error_getcode_args {
    KB_PJRT_ARGS_HEAD;
    const kb_pjrt_error *error;
    int code; /* out: absl status code numbering (3 invalid argument, ...) */
} kb_pjrt_error_getcode_args;

/* ---- plugin ---- */
typedef struct kb_pjrt_plugin_initialize_args {
    KB_PJRT_ARGS_HEAD;
} kb_pjrt_plugin_initialize_args;

/* ---- events: completion of asynchronous work ---- */
typedef struct kb_pjrt_event_args { /* Destroy and Await take the same fields */
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_event *event;
} kb_pjrt_event_args;

/* ---- client ---- */
typedef struct kb_pjrt_named_value { /* a creation option; we pass none */
    KB_PJRT_ARGS_HEAD;
    const char *name;
    size_t name_size;
    int type;
    union {
        const char *string_value;
        int64_t int64_value;
        const int64_t *int64_array_value;
        float float_value;
        bool bool_value;
    } value;
    size_t value_size;
} kb_pjrt_named_value;

typedef struct kb_pjrt_client_create_args {
    KB_PJRT_ARGS_HEAD;
    const kb_pjrt_named_value *create_options;
    size_t num_options;
    void *kv_get_callback; /* key-value store callbacks for multi-process clients: NULL */
    void *kv_get_user_arg;
    void *kv_put_callback;
    void *kv_put_user_arg;
    kb_pjrt_client *client; /* out */
    void *kv_try_get_callback;
    void *kv_try_get_user_arg;
} kb_pjrt_client_create_args;

typedef struct kb_pjrt_client_args { /* Client_Destroy */
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_client *client;
} kb_pjrt_client_args;

typedef struct kb_pjrt_client_platformname_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_client *client;
    const char *platform_name; /* out: lives as long as the client */
    size_t platform_name_size; /* out */
} kb_pjrt_client_platformname_args;

typedef struct kb_pjrt_client_addressabledevices_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_client *client;
    kb_pjrt_device *const *addressable_devices; /* out */
    size_t num_addressable_devices;             /* out */
} kb_pjrt_client_addressabledevices_args;

/* A program to compile: format "mlir" takes StableHLO as MLIR text or bytecode. */
typedef struct kb_pjrt_program {
    KB_PJRT_ARGS_HEAD;
    char *code;
    size_t code_size;
    const char *format;
    size_t format_size;
} kb_pjrt_program;

typedef struct kb_pjrt_client_compile_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_client *client;
    const kb_pjrt_program *program;
    const char *compile_options; /* a serialized xla.CompileOptionsProto */
    size_t compile_options_size;
    kb_pjrt_loaded_executable *executable; /* out */
} kb_pjrt_client_compile_args;

/* Element types of buffers (the API's enumeration, in order: INVALID, PRED, S8, S16, S32, S64,
 * U8, U16, U32, U64, F16, F32, F64, BF16, ...); only the ones the suite stores. */
enum {
    KB_PJRT_TYPE_S32 = 4,
    KB_PJRT_TYPE_F32 = 11,
    KB_PJRT_TYPE_BF16 = 13,
};

/* How long the plugin may use the host memory a buffer is created from. */
enum {
    KB_PJRT_HOST_IMMUTABLE_ONLY_DURING_CALL = 0, /* copied before the call returns */
    KB_PJRT_HOST_IMMUTABLE_UNTIL_TRANSFER_COMPLETES = 1,
    KB_PJRT_HOST_IMMUTABLE_ZERO_COPY = 2, /* may alias it until the buffer is gone */
    KB_PJRT_HOST_MUTABLE_ZERO_COPY = 3,
};

typedef struct kb_pjrt_client_bufferfromhost_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_client *client;
    const void *data;
    int type; /* KB_PJRT_TYPE_* */
    const int64_t *dims;
    size_t num_dims;
    const int64_t *byte_strides; /* NULL: dense, row-major */
    size_t num_byte_strides;
    int host_buffer_semantics; /* KB_PJRT_HOST_* */
    kb_pjrt_device *device;
    kb_pjrt_memory *memory;               /* NULL: the device's default memory */
    void *device_layout;                  /* NULL: dense, row-major */
    kb_pjrt_event *done_with_host_buffer; /* out: the host memory may be reused after it */
    kb_pjrt_buffer *buffer;               /* out */
} kb_pjrt_client_bufferfromhost_args;

/* ---- executables ---- */
typedef struct kb_pjrt_executable_args { /* Executable_Destroy */
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_executable *executable;
} kb_pjrt_executable_args;

typedef struct kb_pjrt_executable_numoutputs_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_executable *executable;
    size_t num_outputs; /* out */
} kb_pjrt_executable_numoutputs_args;

typedef struct kb_pjrt_loadedexecutable_args { /* LoadedExecutable_Destroy */
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_loaded_executable *executable;
} kb_pjrt_loadedexecutable_args;

typedef struct kb_pjrt_loadedexecutable_getexecutable_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_loaded_executable *loaded_executable;
    kb_pjrt_executable *executable; /* out: destroy with Executable_Destroy */
} kb_pjrt_loadedexecutable_getexecutable_args;

typedef struct kb_pjrt_execute_options {
    KB_PJRT_ARGS_HEAD;
    void **send_callbacks; /* host send/recv callbacks: none */
    void **recv_callbacks;
    size_t num_send_ops, num_recv_ops;
    int launch_id;
    const int64_t *non_donatable_input_indices;
    size_t num_non_donatable_input_indices;
    void *context;
    const char *call_location;
    size_t num_tasks;
    int *task_ids;
    int64_t *incarnation_ids;
} kb_pjrt_execute_options;

typedef struct kb_pjrt_loadedexecutable_execute_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_loaded_executable *executable;
    kb_pjrt_execute_options *options;
    kb_pjrt_buffer *const *const *argument_lists; /* [num_devices][num_args] */
    size_t num_devices;
    size_t num_args;
    kb_pjrt_buffer **const *output_lists;   /* [num_devices][num_outputs], ours */
    kb_pjrt_event **device_complete_events; /* [num_devices] out, or NULL */
    kb_pjrt_device *execute_device;         /* NULL: as compiled */
} kb_pjrt_loadedexecutable_execute_args;

/* ---- buffers ---- */
typedef struct kb_pjrt_buffer_args { /* Buffer_Destroy */
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_buffer *buffer;
} kb_pjrt_buffer_args;

typedef struct kb_pjrt_buffer_tohost_args {
    KB_PJRT_ARGS_HEAD;
    kb_pjrt_buffer *src;
    void *host_layout; /* NULL: the buffer's own (dense, row-major) */
    void *dst;
    size_t dst_size;      /* in: capacity; with dst NULL, out: the size needed */
    kb_pjrt_event *event; /* out: the copy is complete when it is ready */
} kb_pjrt_buffer_tohost_args;

/* ---- the function table ---- */
#define KB_PJRT_FN(name, args) typedef kb_pjrt_error *kb_pjrt_##name##_fn(args *a)
typedef void kb_pjrt_Error_Destroy_fn(kb_pjrt_error_destroy_args *a);
typedef void kb_pjrt_Error_Message_fn(kb_pjrt_error_message_args *a);
KB_PJRT_FN(Error_GetCode, kb_pjrt_error_getcode_args);
KB_PJRT_FN(Plugin_Initialize, kb_pjrt_plugin_initialize_args);
KB_PJRT_FN(Event_Destroy, kb_pjrt_event_args);
KB_PJRT_FN(Event_Await, kb_pjrt_event_args);
KB_PJRT_FN(Client_Create, kb_pjrt_client_create_args);
KB_PJRT_FN(Client_Destroy, kb_pjrt_client_args);
KB_PJRT_FN(Client_PlatformName, kb_pjrt_client_platformname_args);
KB_PJRT_FN(Client_AddressableDevices, kb_pjrt_client_addressabledevices_args);
KB_PJRT_FN(Client_Compile, kb_pjrt_client_compile_args);
KB_PJRT_FN(Client_BufferFromHostBuffer, kb_pjrt_client_bufferfromhost_args);
KB_PJRT_FN(Executable_Destroy, kb_pjrt_executable_args);
KB_PJRT_FN(Executable_NumOutputs, kb_pjrt_executable_numoutputs_args);
KB_PJRT_FN(LoadedExecutable_Destroy, kb_pjrt_loadedexecutable_args);
KB_PJRT_FN(LoadedExecutable_GetExecutable, kb_pjrt_loadedexecutable_getexecutable_args);
KB_PJRT_FN(LoadedExecutable_Execute, kb_pjrt_loadedexecutable_execute_args);
KB_PJRT_FN(Buffer_Destroy, kb_pjrt_buffer_args);
KB_PJRT_FN(Buffer_ToHostBuffer, kb_pjrt_buffer_tohost_args);
#undef KB_PJRT_FN

/* The table, in the API's order, up to Buffer_ToHostBuffer. `void *` slots are entries we
 * never call. */
typedef struct kb_pjrt_api {
    size_t struct_size;
    kb_pjrt_extension *extension_start;
    kb_pjrt_version pjrt_api_version;

    kb_pjrt_Error_Destroy_fn *Error_Destroy;
    kb_pjrt_Error_Message_fn *Error_Message;
    kb_pjrt_Error_GetCode_fn *Error_GetCode;

    kb_pjrt_Plugin_Initialize_fn *Plugin_Initialize;
    void *Plugin_Attributes;

    kb_pjrt_Event_Destroy_fn *Event_Destroy;
    void *Event_IsReady;
    void *Event_Error;
    kb_pjrt_Event_Await_fn *Event_Await;
    void *Event_OnReady;

    kb_pjrt_Client_Create_fn *Client_Create;
    kb_pjrt_Client_Destroy_fn *Client_Destroy;
    kb_pjrt_Client_PlatformName_fn *Client_PlatformName;
    void *Client_ProcessIndex;
    void *Client_PlatformVersion;
    void *Client_Devices;
    kb_pjrt_Client_AddressableDevices_fn *Client_AddressableDevices;
    void *Client_LookupDevice;
    void *Client_LookupAddressableDevice;
    void *Client_AddressableMemories;
    kb_pjrt_Client_Compile_fn *Client_Compile;
    void *Client_DefaultDeviceAssignment;
    kb_pjrt_Client_BufferFromHostBuffer_fn *Client_BufferFromHostBuffer;

    void *DeviceDescription_Id;
    void *DeviceDescription_ProcessIndex;
    void *DeviceDescription_Attributes;
    void *DeviceDescription_Kind;
    void *DeviceDescription_DebugString;
    void *DeviceDescription_ToString;

    void *Device_GetDescription;
    void *Device_IsAddressable;
    void *Device_LocalHardwareId;
    void *Device_AddressableMemories;
    void *Device_DefaultMemory;
    void *Device_MemoryStats;

    void *Memory_Id;
    void *Memory_Kind;
    void *Memory_DebugString;
    void *Memory_ToString;
    void *Memory_AddressableByDevices;

    kb_pjrt_Executable_Destroy_fn *Executable_Destroy;
    void *Executable_Name;
    void *Executable_NumReplicas;
    void *Executable_NumPartitions;
    kb_pjrt_Executable_NumOutputs_fn *Executable_NumOutputs;
    void *Executable_SizeOfGeneratedCodeInBytes;
    void *Executable_GetCostAnalysis;
    void *Executable_OutputMemoryKinds;
    void *Executable_OptimizedProgram;
    void *Executable_Serialize;

    kb_pjrt_LoadedExecutable_Destroy_fn *LoadedExecutable_Destroy;
    kb_pjrt_LoadedExecutable_GetExecutable_fn *LoadedExecutable_GetExecutable;
    void *LoadedExecutable_AddressableDevices;
    void *LoadedExecutable_Delete;
    void *LoadedExecutable_IsDeleted;
    kb_pjrt_LoadedExecutable_Execute_fn *LoadedExecutable_Execute;
    void *Executable_DeserializeAndLoad;
    void *LoadedExecutable_Fingerprint;

    kb_pjrt_Buffer_Destroy_fn *Buffer_Destroy;
    void *Buffer_ElementType;
    void *Buffer_Dimensions;
    void *Buffer_UnpaddedDimensions;
    void *Buffer_DynamicDimensionIndices;
    void *Buffer_GetMemoryLayout;
    void *Buffer_OnDeviceSizeInBytes;
    void *Buffer_Device;
    void *Buffer_Memory;
    void *Buffer_Delete;
    void *Buffer_IsDeleted;
    void *Buffer_CopyToDevice;
    kb_pjrt_Buffer_ToHostBuffer_fn *Buffer_ToHostBuffer;
} kb_pjrt_api;

/* What a plugin exports. */
typedef const kb_pjrt_api *kb_pjrt_get_api_fn(void);
#define KB_PJRT_GET_API_SYMBOL "GetPjrtApi"

#endif
