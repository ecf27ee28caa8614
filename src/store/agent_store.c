/* agent_store.c: what `kbench agent` keeps: every LLM call (prompt, raw request and response,
 * tokens, cost) and every candidate extracted from a reply, with the evaluation it got.
 * Rows are keyed by (run, key), where a key names one step of a strategy deterministically
 * (e.g. "p08_gemm/t2/b1/p0/k1"), so that a resumed or replayed run finds its own earlier steps. */
#include "store.h"

#include <sqlite3.h>

const char kb_store_agent_schema[] =
    "CREATE TABLE IF NOT EXISTS agent_runs ("
    "  run_id INTEGER PRIMARY KEY REFERENCES runs(id), strategy TEXT NOT NULL, model TEXT NOT NULL,"
    "  context TEXT NOT NULL, target TEXT NOT NULL, seed TEXT NOT NULL, workloads TEXT NOT NULL,"
    "  params TEXT NOT NULL, wall_s REAL);"
    "CREATE TABLE IF NOT EXISTS llm_calls ("
    "  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), key TEXT NOT NULL,"
    "  workload TEXT NOT NULL, seq INTEGER NOT NULL, prompt_sha TEXT NOT NULL, system TEXT, prompt TEXT,"
    "  request_body TEXT, response_body TEXT, text TEXT, tokens_in INTEGER, tokens_out INTEGER,"
    "  cost REAL, latency_s REAL, attempts INTEGER, finish_reason TEXT, created_at TEXT NOT NULL,"
    "  UNIQUE (run_id, key));"
    "CREATE TABLE IF NOT EXISTS candidates ("
    "  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), key TEXT NOT NULL,"
    "  workload TEXT NOT NULL, seq INTEGER NOT NULL, calls_so_far INTEGER NOT NULL, step INTEGER,"
    "  call_key TEXT, parent_key TEXT, plan TEXT, menu_item TEXT, source_hash TEXT, source TEXT,"
    "  eval_id INTEGER REFERENCES evaluations(id), verdict TEXT, speedup REAL, ci_lo REAL,"
    "  ci_hi REAL, time_ms REAL, created_at TEXT NOT NULL, UNIQUE (run_id, key));";
