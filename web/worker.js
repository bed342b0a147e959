// worker.js — hosts Pyodide and the nonogram_core wheel in a module Web Worker.
//
// Start-up: restores the Pyodide memory snapshot that build_wheel.py made with every module of our
// package already imported (./precache.json names it), from the vendored runtime in ./pyodide/
// (never a CDN); that skips Python's own start-up, and the wheel is not even downloaded.  The
// snapshot carries the SHA-256 of the wheel it was made from; when it is missing, unusable or
// stale (another wheel than precache.json's), the worker starts Python normally and loads the
// wheel by URL with pyodide.loadPackage (the wheel carries bytecode compiled for this Pyodide).
// micropip 0.11.1 is vendored too (./wheels/, loaded by URL because Pyodide's lock file hashes a
// different build of it); installing our wheel through it costs about a second more at every
// start, so it is used only when USE_MICROPIP is set (or loadPackage fails).  Posts
//   {kind: "progress", message}   while loading
//   {kind: "ready", info}         once Python answers (info: versions, load time, how it started)
//   {kind: "fatal", error}        when loading fails ({type, message, data})
// Requests {id, kind, payload} that arrive before READY are queued.  Each is answered by
// nonogram_core.webapi.handle (JSON in, JSON out), one at a time; the page cancels by terminating
// this worker, so nothing here needs to be interruptible.

import { loadPyodide } from "./pyodide/pyodide.mjs";
import createPyodideModule from "./pyodide/pyodide.asm.mjs";

const here = (path) => new URL(path, import.meta.url).href;
const USE_MICROPIP = false;
const queue = [];
let handle = null;

self.onmessage = (event) => {
  queue.push(event.data);
  if (handle) drain();
};

function drain() {
  while (queue.length) {
    const request = queue.shift();
    let reply;
    try {
      reply = JSON.parse(handle(JSON.stringify(request)));
    } catch (error) {
      reply = { id: request?.id ?? null, ok: false, error: { type: "WorkerError", message: String(error), data: null } };
    }
    self.postMessage(reply);
  }
}

function progress(message) {
  self.postMessage({ kind: "progress", message });
}

async function boot() {
  const t0 = performance.now();
  progress("Starting Python…");
  const manifest = await (await fetch(here("./precache.json"))).json();
  const restored = manifest.snapshot ? await fromSnapshot(manifest) : null;
  let pyodide = restored?.pyodide;
  if (!pyodide) {
    pyodide = await loadPyodide({ indexURL: here("./pyodide/"), stdout: () => {}, stderr: console.warn });
  }
  const tRuntime = performance.now();
  progress("Loading the solver…");
  if (!restored) await installWheel(pyodide, manifest);
  handle = pyodide.pyimport("nonogram_core.webapi").handle;
  const info = {
    pyodide: pyodide.version,
    wheel: manifest.wheel,
    snapshot: Boolean(restored),
    wheelFetched: !restored,
    fastCalls: usesFastCallTrampoline(pyodide),
    runtimeMs: Math.round(tRuntime - t0),
    loadMs: Math.round(performance.now() - t0),
  };
  self.postMessage({ kind: "ready", info });
  drain();
}

/**
 * Restore the memory snapshot build_wheel.py made (Python started, every module of our package
 * imported, so no file of the wheel is needed).  Returns {pyodide}, or null (and the
 * caller starts Python normally and loads the wheel) when the snapshot cannot be used or was made
 * from another wheel than the manifest's.
 */
async function fromSnapshot(manifest) {
  try {
    if (typeof DecompressionStream === "undefined") return null;
    const response = await fetch(here(manifest.snapshot));
    if (!response.ok) return null;
    const unzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
    const snapshot = new Uint8Array(await new Response(unzipped).arrayBuffer());
    const pyodide = await loadPyodide({
      indexURL: here("./pyodide/"), _loadSnapshot: snapshot, stdout: () => {}, stderr: console.warn,
      createPyodideModule: keepingCallTrampoline,
    });
    const made = pyodide.runPython("import nonogram_core\ngetattr(nonogram_core, '_snapshot_of_wheel', None)");
    if (!manifest.wheel_sha256 || made !== manifest.wheel_sha256) {
      console.warn("the Pyodide snapshot was made from another wheel; starting Python normally");
      return null;
    }
    pyodide.pyimport("nonogram_core.webapi");
    return { pyodide };
  } catch (error) {
    console.warn("the Pyodide snapshot could not be used; starting Python normally:", error);
    return null;
  }
}

/**
 * Pyodide's module factory, except that restoring a snapshot keeps this runtime's pointer to
 * CPython's WebAssembly call trampoline.
 *
 * Why: CPython calls every C function (``int.bit_count``, ``dict.get``, ``set.add``, ...)
 * through a trampoline; where the engine has WebAssembly GC (Chromium does) Pyodide's start-up
 * builds a fast one in WebAssembly and stores its table index in ``_PyRuntime``, else calls go
 * through JavaScript.  Restoring a snapshot overwrites all of memory, and with it that index,
 * with the value of the process that made the snapshot -- node 20 at build time, which has no
 * WebAssembly GC, hence 0: every C call in the browser then took the slow JavaScript path
 * (measured: a loop of ``bit_count`` calls 40% slower than after a normal start).  The table
 * entry itself is made by this runtime's start-up and survives, so putting the index back is
 * enough.  When Pyodide's internals differ from what this expects, nothing is changed.
 */
async function keepingCallTrampoline(settings) {
  const module = await createPyodideModule(settings);
  const restore = module.API?.restoreSnapshot;
  const runtime = module.__PyRuntime;
  const offsetAt = module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET;  // where CPython exports the field's offset
  if (typeof restore !== "function" || !Number.isInteger(runtime) || !Number.isInteger(offsetAt)) return module;
  module.API.restoreSnapshot = (snapshot) => {
    const offset = module.HEAP32[offsetAt / 4];
    const ours = module.HEAP32[(runtime + offset) / 4];
    const result = restore(snapshot);
    if (module.HEAP32[offsetAt / 4] === offset) {  // same build, same layout: put our pointer back
      module.HEAP32[(runtime + offset) / 4] = ours;
    }
    return result;
  };
  return module;
}

/** Whether CPython calls C functions through the fast WebAssembly trampoline (null: cannot tell). */
function usesFastCallTrampoline(pyodide) {
  const module = pyodide._module;
  const offsetAt = module?.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET;
  if (!Number.isInteger(offsetAt) || !Number.isInteger(module.__PyRuntime)) return null;
  return module.HEAP32[(module.__PyRuntime + module.HEAP32[offsetAt / 4]) / 4] !== 0;
}

async function installWheel(pyodide, manifest) {
  const quiet = { messageCallback: () => {}, errorCallback: console.warn };
  if (!USE_MICROPIP) {
    try {
      await pyodide.loadPackage(here(manifest.wheel), quiet);
      pyodide.pyimport("nonogram_core");
      return;
    } catch (error) {
      console.warn("loadPackage of the wheel failed, trying micropip:", error);
    }
  }
  await pyodide.loadPackage(here(manifest.micropip), quiet);
  pyodide.globals.set("wheel_url", here(manifest.wheel));
  await pyodide.runPythonAsync("import micropip\nawait micropip.install(wheel_url, deps=False)");
}

boot().catch((error) => {
  self.postMessage({
    kind: "fatal",
    error: { type: "LoadError", message: `The solver could not load: ${error.message || error}`, data: null },
  });
});
