// worker.js — hosts Pyodide and the nonogram_core wheel in a module Web Worker.
//
// Start-up: loads the vendored runtime from ./pyodide/ (never a CDN), micropip by URL (Pyodide's
// lock file hashes a different build of it), then installs our wheel with micropip; the wheel's
// file name comes from ./precache.json (written by build_wheel.py).  Posts
//   {kind: "progress", message}   while loading
//   {kind: "ready", info}         once Python answers (info: versions and load time)
//   {kind: "fatal", error}        when loading fails ({type, message, data})
// Requests {id, kind, payload} that arrive before READY are queued.  Each is answered by
// nonogram_core.webapi.handle (JSON in, JSON out), one at a time; the page cancels by terminating
// this worker, so nothing here needs to be interruptible.

import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;
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
  progress("Loading Python (first visit: about 13 MB)…");
  const manifest = await (await fetch(here("./precache.json"))).json();
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), stdout: () => {}, stderr: console.warn });
  const tRuntime = performance.now();
  progress("Loading the solver…");
  await pyodide.loadPackage(here(manifest.micropip), { messageCallback: () => {} });
  pyodide.globals.set("wheel_url", here(manifest.wheel));
  await pyodide.runPythonAsync(`
import micropip
await micropip.install(wheel_url, deps=False)
from nonogram_core.webapi import handle as _handle
`);
  handle = pyodide.globals.get("_handle");
  const info = {
    pyodide: pyodide.version,
    wheel: manifest.wheel,
    runtimeMs: Math.round(tRuntime - t0),
    loadMs: Math.round(performance.now() - t0),
  };
  self.postMessage({ kind: "ready", info });
  drain();
}

boot().catch((error) => {
  self.postMessage({
    kind: "fatal",
    error: { type: "LoadError", message: `The solver could not load: ${error.message || error}`, data: null },
  });
});
