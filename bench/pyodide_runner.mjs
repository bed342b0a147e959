// A long-lived Pyodide (under node) that a Python benchmark drives line by line, so that
// WebAssembly and CPython runs can be interleaved on a shared machine (bench/wasm_ratio.py).
//
//   node bench/pyodide_runner.mjs WEB_DIR [--no-snapshot]
//
// Starts the built site's runtime the way web/worker.js does (the memory snapshot with our
// package imported, else a plain start plus the wheel), prints {"ready": info}, then answers one
// JSON line per request line:
//   {"exec": "python source"}   -> {"value": <the JSON text the source leaves in `_result`>}
//                                 (the source may rebind `_bench_handle`, which requests then call)
//   {"request": {...webapi...}}  -> {"reply": {...}, "ms": wall time around handle()}
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";

const [webDir, mode] = process.argv.slice(2);
const web = path.resolve(webDir);
const manifest = JSON.parse(readFileSync(path.join(web, "precache.json"), "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(web, "pyodide", "pyodide.mjs")).href);
const indexURL = path.join(web, "pyodide") + path.sep;

const t0 = performance.now();
let pyodide;
if (manifest.snapshot && mode !== "--no-snapshot") {
  const snapshot = new Uint8Array(gunzipSync(readFileSync(path.join(web, manifest.snapshot))));
  pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot, stdout: () => {} });
} else {
  pyodide = await loadPyodide({ indexURL, stdout: () => {} });
  pyodide.unpackArchive(new Uint8Array(readFileSync(path.join(web, manifest.wheel))), "wheel");
}
pyodide.runPython("from nonogram_core.webapi import handle as _bench_handle");
let handle = pyodide.globals.get("_bench_handle");
const info = {
  pyodide: pyodide.version,
  python: pyodide.runPython("import sys; sys.version.split()[0]"),
  snapshot: manifest.snapshot && mode !== "--no-snapshot",
  loadMs: performance.now() - t0,
  node: process.version,
  flags: process.execArgv,
};
console.log(JSON.stringify({ ready: info }));

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const message = JSON.parse(line);
  let answer;
  try {
    if (message.exec !== undefined) {
      pyodide.runPython(message.exec);
      answer = { value: pyodide.globals.get("_result") ?? null };
      handle = pyodide.globals.get("_bench_handle");  // exec may wrap it (e.g. GC settings per request)
    } else {
      const start = performance.now();
      const reply = handle(JSON.stringify(message.request));
      answer = { reply: JSON.parse(reply), ms: performance.now() - start };
    }
  } catch (error) {
    answer = { error: String(error) };
  }
  console.log(JSON.stringify(answer));
}
