// worker.js — hosts Pyodide and the nonogram_core wheel in a module Web Worker.
//
// Start-up: restores the Pyodide memory snapshot that build_wheel.py made with our package already
// imported (./precache.json names it), from the vendored runtime in ./pyodide/ (never a CDN); that
// skips Python's own start-up.  Without a usable snapshot it starts Python normally and loads our
// wheel by URL with pyodide.loadPackage (the wheel carries bytecode compiled for this Pyodide).  micropip 0.11.1 is
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
  progress("Starting Python…");
  const manifest = await (await fetch(here("./precache.json"))).json();
  const wheel = fetch(here(manifest.wheel)).then((response) => response.arrayBuffer());
  let pyodide = manifest.snapshot ? await fromSnapshot(manifest, wheel) : null;
  const restored = Boolean(pyodide);
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
    snapshot: restored,
    runtimeMs: Math.round(tRuntime - t0),
    loadMs: Math.round(performance.now() - t0),
  };
  self.postMessage({ kind: "ready", info });
  drain();
}

/**
 * Restore the memory snapshot build_wheel.py made (Python started, our package imported), then
 * unpack the wheel's files, which the snapshot does not hold, for modules imported later.
 * Returns null (and the caller starts Python normally) if anything goes wrong.
 */
async function fromSnapshot(manifest, wheel) {
  try {
    if (typeof DecompressionStream === "undefined") return null;
    const response = await fetch(here(manifest.snapshot));
    if (!response.ok) return null;
    const unzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
    const snapshot = new Uint8Array(await new Response(unzipped).arrayBuffer());
    const pyodide = await loadPyodide({
      indexURL: here("./pyodide/"), _loadSnapshot: snapshot, stdout: () => {}, stderr: console.warn,
    });
    pyodide.unpackArchive(await wheel, "wheel");
    pyodide.pyimport("nonogram_core.webapi");
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
