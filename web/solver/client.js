// client.js — promise-based RPC to the Pyodide worker (worker.js).  Used by player and editor.
//
// Interface
//   const client = new SolverClient({ onStatus, startAfter })
//     onStatus({ state, message, elapsedMs })  state: "loading" | "ready" | "busy" | "error"
//     startAfter   optional promise: the worker starts once it settles (requests made before
//                  then are queued); the pages start it at once (the worker downloads the
//                  runtime and keeps it for offline use itself: worker.js)
//   client.watch(onStatus)          set onStatus later; it is called at once with the current status
//   client.ready                    a promise, resolved when Python and the wheel are loaded
//   client.request(kind, payload, { supersede }) -> Promise<result>
//     kinds: "ping", "load", "share", "solve", "check", "hint", "analyse" (+ any in webapi.HANDLERS)
//     rejects with a WorkerError {type, message, data}; type "Cancelled" when cancel() stopped it
//     supersede: true  — a running request is cancelled first ("a new request stops a running one");
//                        before the worker is ready, earlier waiting requests are just dropped
//   client.cancel()                 stop every pending request at once: the worker is terminated
//                                   and a fresh one started (Pages cannot send the headers that an
//                                   interrupt buffer needs, so termination is the only sure stop)
//   client.busy                     true while a request is in flight
//
// Wire protocol (see nonogram_core/webapi.py): requests {id, kind, payload}; replies
// {id, ok: true, result} or {id, ok: false, error: {type, message, data}}, which the worker posts
// as {id, json}: the JSON text Python wrote, parsed here (once: see worker.js).  The worker also sends
// {kind: "progress", message} while loading, {kind: "ready", info} once, or {kind: "fatal", error}.
// Replies whose id is not pending (stale, from a cancelled request) are dropped.

export class WorkerError extends Error {
  constructor({ type, message, data }) {
    super(message);
    this.type = type;
    this.data = data ?? null;
  }
}

/**
 * A reply's JSON text, parsed on this thread (see worker.js for why).  Text that is not JSON (Python
 * writes NaN and Infinity as they are) rejects the request rather than throwing in the page.
 */
function parseReply(json) {
  try {
    return JSON.parse(json);
  } catch (error) {
    return { ok: false, error: { type: "WorkerError", message: `unreadable reply: ${error.message}`, data: null } };
  }
}

export class SolverClient {
  constructor({ onStatus = () => {}, workerUrl = new URL("./worker.js", import.meta.url), startAfter = null } = {}) {
    this._onStatus = onStatus;
    this.lastStatus = null;
    this.workerUrl = workerUrl;
    this.nextId = 1;
    this.pending = new Map();
    this.generation = 0;
    this.outbox = [];
    this.worker = null;
    this._newReady();
    if (startAfter) {
      this._status({ state: "loading", message: "Loading the solver…" }); // while it waits; _spawn says so too
      Promise.resolve(startAfter).catch(() => {}).then(() => this._spawn());
    } else {
      this._spawn();
    }
  }

  get busy() {
    return this.pending.size > 0;
  }

  /** Report status to `onStatus` from now on, starting with the current one (a client started
   * before its page's code arrived: solver/start.js). */
  watch(onStatus) {
    this._onStatus = onStatus;
    if (this.lastStatus) onStatus(this.lastStatus);
  }

  _status(status) {
    this.lastStatus = status;
    this._onStatus(status);
  }

  _newReady() {
    this.info = null;
    this.failed = null;
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {}); // a failure is reported through onStatus and request()
  }

  _spawn() {
    const generation = ++this.generation;
    this.worker = new Worker(this.workerUrl, { type: "module" });
    this.startedAt = performance.now();
    this.worker.onmessage = (event) => {
      if (generation === this.generation) this._receive(event.data);
    };
    this.worker.onerror = (event) => {
      if (generation !== this.generation) return;
      event.preventDefault?.();
      this._fail({ type: "WorkerError", message: event.message || "the solver worker could not start" });
    };
    for (const message of this.outbox.splice(0)) this.worker.postMessage(message);
    this._status({ state: "loading", message: "Loading the solver…" });
  }

  _receive(message) {
    if (message.kind === "progress") {
      this._status({ state: "loading", message: message.message });
    } else if (message.kind === "ready") {
      this.info = { ...message.info, startMs: performance.now() - this.startedAt };
      this._resolveReady(this.info);
      globalThis.nonogramSolverInfo = this.info; // load timings, read by bench/web_bench.py
      this._status({ state: this.busy ? "busy" : "ready", message: "Solver ready" });
    } else if (message.kind === "fatal") {
      this._fail(message.error);
    } else if ("id" in message) {
      const entry = this.pending.get(message.id);
      if (!entry) return; // stale
      this.pending.delete(message.id);
      // A worker from before replies were JSON text posts the reply itself (bench/web_bench.py's
      // --against-worker times old workers with this client).
      const reply = "json" in message ? parseReply(message.json) : message;
      if (reply.ok) entry.resolve(reply.result);
      else entry.reject(new WorkerError(reply.error));
      if (!this.busy) this._status({ state: "ready", message: "" });
    }
  }

  _fail(error) {
    this.failed = error;
    this._rejectReady(new WorkerError(error));
    for (const entry of this.pending.values()) entry.reject(new WorkerError(error));
    this.pending.clear();
    this._status({ state: "error", message: error.message });
  }

  async request(kind, payload = {}, { supersede = false } = {}) {
    if (this.failed) throw new WorkerError(this.failed);
    if (supersede && this.busy) {
      // A worker still loading has run nothing yet: dropping the waiting requests is enough
      // (their late replies are ignored); restarting it would only start the load again.
      if (this.info) this.cancel();
      else this._rejectPending();
    }
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, kind, sentAt: performance.now() });
    });
    this._status({ state: "busy", message: `Working (${kind})…` });
    if (this.worker) this.worker.postMessage({ id, kind, payload });
    else this.outbox.push({ id, kind, payload }); // sent when the worker starts (startAfter)
    return promise;
  }

  cancel() {
    this._rejectPending();
    if (!this.worker) {
      this.outbox.length = 0;
      return;
    }
    this.worker.terminate();
    this._newReady();
    this._spawn();
  }

  _rejectPending() {
    const cancelled = [...this.pending.values()];
    this.pending.clear();
    for (const entry of cancelled) {
      entry.reject(new WorkerError({ type: "Cancelled", message: "Cancelled" }));
    }
  }
}
