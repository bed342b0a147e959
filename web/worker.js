// worker.js — hosts Pyodide and the nonogram_core wheel in a module Web Worker.
//
// Start-up: loads the vendored runtime from ./pyodide/ (never a CDN), then our wheel by URL with
// pyodide.loadPackage (the wheel's name comes from ./precache.json, written by build_wheel.py; it
// carries bytecode compiled for this Pyodide, so nothing is compiled here).  micropip 0.11.1 is
// vendored too (./wheels/, loaded by URL because Pyodide's lock file hashes a different build of
// it); installing our wheel through it costs about a second more at every start, so it is used
// only when USE_MICROPIP is set (or loadPackage fails).  Posts
//   {kind: "progress", message}   while loading
//   {kind: "ready", info}         once Python answers (info: versions and load time)
//   {kind: "fatal", error}        when loading fails ({type, message, data})
// Requests {id, kind, payload} that arrive before READY are queued.  Each is answered by
// nonogram_core.webapi.handle (JSON in, JSON out), one at a time; the page cancels by terminating
// this worker, so nothing here needs to be interruptible.

import { loadPyodide } from "./pyodide/pyodide.mjs";

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
  progress("Loading Python (first visit: about 14 MB)…");
  const manifestPromise = fetch(here("./precache.json")).then((response) => response.json());
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), stdout: () => {}, stderr: console.warn });
  const manifest = await manifestPromise;
  const tRuntime = performance.now();
  progress("Loading the solver…");
  await installWheel(pyodide, manifest);
  handle = pyodide.pyimport("nonogram_core.webapi").handle;
  const info = {
    pyodide: pyodide.version,
    wheel: manifest.wheel,
    runtimeMs: Math.round(tRuntime - t0),
    loadMs: Math.round(performance.now() - t0),
  };
  self.postMessage({ kind: "ready", info });
  drain();
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
