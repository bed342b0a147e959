// worker.js — hosts Pyodide and the nonogram_core wheel in a module Web Worker.
//
// Start-up (pyodide-start.mjs starts Python the same way under node, for tests/wasm):
// * a later visit restores the memory snapshot this worker saved after an earlier start (Cache
//   Storage, without its zero pages): Python with every module of the package already imported, in well under a
//   second, from the kept runtime (./pyodide/, never a CDN) and no file of the wheel;
// * a first visit (or one whose saved snapshot is missing, stale or does not restore) starts
//   Python normally from the network (the WebAssembly and the standard library requested at once,
//   the wheel once the library has arrived), imports the web API and says it is ready; then, once
//   it has answered what was waiting, imports every other module of the wheel and saves a snapshot
//   of that state for the next visit (requests arriving meanwhile wait those moments).  The
//   runtime's files go through the cache of files kept by content hash (kept.js), so the one
//   download also makes them available offline.
// A saved snapshot is keyed by precache.json's "runtime" (a hash of this worker, the runtime and
// the wheel): a redeploy that changes any of them starts normally once and replaces it.  Storage
// that is unavailable or full only means no snapshot: the solver starts normally every time.
// Posts
//   {kind: "progress", message}   while loading
//   {kind: "ready", info}         once Python answers (info: versions, load time and its phases,
//                                 how it started: snapshot true when restored)
//   {kind: "fatal", error}        when loading fails ({type, message, data})
// Requests {id, kind, payload} that arrive before READY are queued.  Each is answered by
// nonogram_core.webapi.handle (JSON in, JSON out), one at a time; the page cancels by terminating
// this worker, so nothing here needs to be interruptible.  A reply is posted as {id, json}, the
// JSON text as Python wrote it, parsed once by the page (client.js): parsing it here and posting
// the object costs a parse plus a structured clone, about 3x longer from request to usable reply
// (Chromium, medians: the TAAI collection's 1.2 MB load 31-38 ms instead of 7-11, a 50x60 solve
// 1.1-1.9 ms instead of 0.5-1.0), and no less time on the page's thread.

import { isKept, keptFetch } from "../offline/kept.js";

// Imported while the runtime's files are already being fetched (keepRuntimeFetches): its module
// pulls in Pyodide's 1.2 MB of JavaScript.
const starting = import("./pyodide-start.mjs");
// A failed import is reported by boot() when it awaits this (a fatal the page shows); without a
// handler now, a failure that comes before boot() gets there is also an "unhandled rejection".
starting.catch(() => {});
let start = null; // that module, once imported
let wheelBytes = null; // a promise of the wheel (keepRuntimeFetches)

// The site's root (this worker lives in solver/): the manifest's paths, the runtime and the wheel are relative to it.
const SITE = new URL("../", import.meta.url);
const siteUrl = (path) => new URL(path, SITE).href;
const SNAPSHOTS = "nonogram-snapshot"; // sw.js keeps this cache across updates
const snapshotKey = (manifest) => siteUrl(`solver.snapshot?runtime=${manifest.runtime}`);
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
  const manifest = await (await fetch(siteUrl("./precache.json"), { cache: "no-cache" })).json();
  const tManifest = performance.now();
  const downloading = await firstDownload(manifest); // said before the downloads begin
  const tChecked = performance.now();
  keepRuntimeFetches(manifest);
  start = await starting;
  const phases = { manifestMs: Math.round(tManifest - t0), checkMs: Math.round(tChecked - tManifest),
    importMs: Math.round(performance.now() - tChecked) };
  let pyodide = await fromSavedSnapshot(manifest, phases);
  const restored = Boolean(pyodide);
  if (!restored) pyodide = await normalStart(manifest, phases, downloading);
  handle = pyodide.pyimport("nonogram_core.webapi").handle;
  const info = {
    pyodide: pyodide.version,
    wheel: manifest.wheel,
    snapshot: restored, // false: Python started normally and the wheel was loaded
    fastCalls: start.usesFastCallTrampoline(pyodide),
    allocator: start.allocatorName(pyodide),
    loadMs: Math.round(performance.now() - t0),
    ...phases, // a restore's readMs; a normal start's pythonMs, solverMs
  };
  self.postMessage({ kind: "ready", info });
  drain();
  if (!restored && typeof caches !== "undefined") {
    await new Promise((resolve) => setTimeout(resolve)); // requests already posted are answered first
    const image = snapshotOf(pyodide);
    if (image) await saveSnapshot(manifest, image);
  }
}

/**
 * The runtime's files (precache.json's "lazy" under pyodide/ and wheels/) through the cache of
 * kept files: Pyodide fetches them itself (the WebAssembly, the standard library, its lock file),
 * so its fetches are routed there.  What Python's start needs is requested now, while Pyodide's
 * JavaScript is still being imported (Pyodide's own fetch of each then takes that response); the
 * wheel, needed only once Python runs, once the standard library has arrived, so that it does not
 * share the link with them.
 */
function keepRuntimeFetches(manifest) {
  const network = self.fetch.bind(self);
  const hashes = new Map(Object.entries(manifest.lazy || {}).map(([path, hash]) => [siteUrl(path), hash]));
  const early = new Map();
  const request = (path) => {
    const url = siteUrl(path);
    if (hashes.has(url)) early.set(url, keptFetch(url, hashes.get(url), network));
    return early.get(url);
  };
  for (const path of ["pyodide/pyodide.asm.wasm", "pyodide/pyodide-lock.json"]) request(path);
  const stdlib = request("pyodide/python_stdlib.zip");
  const arrived = stdlib ? stdlib.then((response) => response.clone().arrayBuffer()) : Promise.resolve();
  wheelBytes = arrived.catch(() => {}).then(() => fetch(siteUrl(manifest.wheel))).then((response) => {
    if (!response.ok) throw new Error(`the solver's wheel could not be downloaded (HTTP ${response.status})`);
    return response.arrayBuffer();
  });
  wheelBytes.catch(() => {}); // reported when the start needs it
  self.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), self.location.href).href;
    const requested = early.get(url);
    early.delete(url);
    const hash = hashes.get(url);
    return requested || (hash ? keptFetch(url, hash, network) : network(input, init));
  };
}

/** A normal start from the network (or the kept files), able to make a memory snapshot. */
async function normalStart(manifest, phases, downloading) {
  progress(downloading || "Starting Python…");
  let t = performance.now();
  const lap = (name) => {
    phases[name] = Math.round(performance.now() - t);
    t = performance.now();
  };
  const pyodide = await start.startPython({ indexURL: siteUrl("./pyodide/"), makeSnapshot: true, stderr: console.warn });
  lap("pythonMs");
  progress("Loading the solver…");
  start.installSolver(pyodide, new Uint8Array(await wheelBytes), manifest.runtime);
  lap("solverMs");
  return pyodide;
}

/** The whole solver imported, then the memory snapshot of it; null when Pyodide cannot make one. */
function snapshotOf(pyodide) {
  try {
    start.importAll(pyodide);
    return start.packSnapshot(start.takeSnapshot(pyodide));
  } catch (error) {
    console.warn("no memory snapshot of the solver (later visits start it normally):", error);
    return null;
  }
}

/** "Downloading the solver (X MB)…" when its files are not kept yet (a first visit), else null. */
async function firstDownload(manifest) {
  const sizes = manifest.transfer_sizes || {};
  const runtime = Object.keys(manifest.lazy || {}).filter((path) => /^(pyodide|wheels)\//.test(path));
  const missing = await Promise.all(runtime.map(async (path) => {
    const kept = await isKept(siteUrl(path), manifest.lazy[path]);
    return kept ? 0 : sizes[path] || 0;
  }));
  const bytes = missing.reduce((a, b) => a + b, 0);
  return bytes > 1e5 ? `Downloading the solver (${(bytes / 1e6).toFixed(1)} MB, once)…` : null;
}

/** Restore the snapshot saved for this runtime; null (and it is forgotten) when there is none or
 * it does not restore. */
async function fromSavedSnapshot(manifest, phases) {
  let saved = null;
  try {
    if (typeof caches === "undefined") return null;
    saved = await (await caches.open(SNAPSHOTS)).match(snapshotKey(manifest));
    if (!saved) return null;
    progress("Starting Python…");
    const t0 = performance.now();
    // a promise: Pyodide fetches the runtime and imports its module meanwhile
    const snapshot = saved.arrayBuffer().then((buffer) => {
      const image = start.unpackSnapshot(new Uint8Array(buffer));
      phases.readMs = Math.round(performance.now() - t0);
      return image;
    });
    const pyodide = await start.startPython({ indexURL: siteUrl("./pyodide/"), snapshot, stderr: console.warn });
    if (start.snapshotMarker(pyodide) !== manifest.runtime) throw new Error("it was made for another version");
    pyodide.pyimport("nonogram_core.webapi"); // a snapshot without it is of no use: fall back now
    return pyodide;
  } catch (error) {
    if (saved) {
      console.warn("the saved snapshot of the solver does not restore; starting Python normally:", error);
      await forgetSnapshots();
    }
    return null;
  }
}

/**
 * Keep the (packed) snapshot for the next visit, in place of any older one.  Not gzipped (it used
 * to be: 5.9 MB instead of 15 MB): unzipping it took most of a later visit's read of it, 0.45-0.86 s
 * in Chromium and 0.8-1.5 s in WebKit against 0.08-0.4 s for the plain bytes (load 24-26), and
 * zipping it cost the first visit as much again.
 */
async function saveSnapshot(manifest, image) {
  try {
    await forgetSnapshots();
    const cache = await caches.open(SNAPSHOTS);
    const headers = { "content-type": "application/octet-stream" };
    await cache.put(snapshotKey(manifest), new Response(new Blob([image]), { headers }));
  } catch (error) {
    console.info("the solver's snapshot could not be kept (storage full or unavailable):", error);
    await forgetSnapshots();
  }
}

async function forgetSnapshots() {
  try {
    await caches.delete(SNAPSHOTS);
  } catch {
    // storage unavailable: nothing was kept
  }
}

boot().catch((error) => {
  self.postMessage({
    kind: "fatal",
    error: { type: "LoadError", message: `The solver could not load: ${error.message || error}`, data: null },
  });
});
