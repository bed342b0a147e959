// worker.js — hosts Pyodide and the nonogram_core wheel in a module Web Worker.
//
// Start-up: restores the Pyodide memory snapshot that build_wheel.py made with every module of our
// package already imported (./precache.json names it), from the vendored runtime in ./pyodide/
// (never a CDN); that skips Python's own start-up, and the wheel is not even downloaded.  The
// snapshot carries the SHA-256 of the wheel it was made from; when it is missing, unusable or
// stale (another wheel than precache.json's), the worker starts Python normally and loads the
// wheel by URL with pyodide.loadPackage (the wheel carries bytecode compiled for this Pyodide).
// Both ways start Python through pyodide-start.mjs (the allocator, and two repairs to Pyodide's
// snapshot restore).  micropip 0.11.1 is vendored too (./wheels/, loaded by URL because Pyodide's lock file hashes a
// different build of it); installing our wheel through it costs about a second more at every
// start, so it is used only when USE_MICROPIP is set (or loadPackage fails).  Posts
//   {kind: "progress", message}   while loading
//   {kind: "ready", info}         once Python answers (info: versions, load time, how it started)
//   {kind: "fatal", error}        when loading fails ({type, message, data})
// Requests {id, kind, payload} that arrive before READY are queued.  Each is answered by
// nonogram_core.webapi.handle (JSON in, JSON out), one at a time; the page cancels by terminating
// this worker, so nothing here needs to be interruptible.  A reply is posted as {id, json}, the
// JSON text as Python wrote it, parsed once by the page (client.js): parsing it here and posting
// the object costs a parse plus a structured clone, about 3x longer from request to usable reply
// (Chromium, medians: the TAAI collection's 1.2 MB load 31-38 ms instead of 7-11, a 50x60 solve
// 1.1-1.9 ms instead of 0.5-1.0), and no less time on the page's thread.

import { allocatorName, startPython, usesFastCallTrampoline } from "./pyodide-start.mjs";

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
    const id = request?.id ?? null;
    let json;
    try {
      json = handle(JSON.stringify(request));
    } catch (error) {
      json = JSON.stringify({ id, ok: false, error: { type: "WorkerError", message: String(error), data: null } });
    }
    self.postMessage({ id, json });
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
  const pyodide = restored || (await startPython({ indexURL: here("./pyodide/"), stderr: console.warn }));
  const tRuntime = performance.now();
  progress("Loading the solver…");
  if (!restored) await installWheel(pyodide, manifest);
  handle = pyodide.pyimport("nonogram_core.webapi").handle;
  const info = {
    pyodide: pyodide.version,
    wheel: manifest.wheel,
    snapshot: Boolean(restored), // false: Python started normally and the wheel was loaded
    fastCalls: usesFastCallTrampoline(pyodide),
    allocator: allocatorName(pyodide),
    runtimeMs: Math.round(tRuntime - t0),
    loadMs: Math.round(performance.now() - t0),
  };
  self.postMessage({ kind: "ready", info });
  drain();
}

/**
 * Restore the memory snapshot build_wheel.py made (Python started, every module of our package
 * imported, so no file of the wheel is needed).  Returns the runtime, or null (and the
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
    const pyodide = await startPython({ indexURL: here("./pyodide/"), snapshot, stderr: console.warn });
    const made = pyodide.runPython("import nonogram_core\ngetattr(nonogram_core, '_snapshot_of_wheel', None)");
    if (!manifest.wheel_sha256 || made !== manifest.wheel_sha256) {
      console.warn("the Pyodide snapshot was made from another wheel; starting Python normally");
      return null;
    }
    pyodide.pyimport("nonogram_core.webapi"); // a snapshot without it is of no use: fall back now
    return pyodide;
  } catch (error) {
    console.warn("the Pyodide snapshot could not be used; starting Python normally:", error);
    return null;
  }
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
