// A long-lived Pyodide (under node) that a Python benchmark drives line by line, so that
// WebAssembly and CPython runs can be interleaved on a shared machine (bench/wasm_ratio.py).
//
//   node bench/pyodide_runner.mjs WEB_DIR [--no-snapshot]
//
// Starts the built site's runtime the way web/solver/worker.js does (web/solver/pyodide-start.mjs): a normal
// start with the wheel installed, then (unless --no-snapshot) a runtime restored from a memory
// snapshot of it, as on a browser's later visits; prints {"ready": info}, then answers one JSON
// line per request line (the protocol is in pyodide_protocol.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { answerer } from "./pyodide_protocol.mjs";

const [webDir, mode] = process.argv.slice(2);
const web = path.resolve(webDir);
const manifest = JSON.parse(readFileSync(path.join(web, "precache.json"), "utf8"));
const { importAll, installSolver, startPython, takeSnapshot } = await import(
  pathToFileURL(path.join(web, "solver", "pyodide-start.mjs")).href);
const indexURL = path.join(web, "pyodide") + path.sep;

const t0 = performance.now();
const restore = mode !== "--no-snapshot";
let pyodide = await startPython({ indexURL, makeSnapshot: restore });
installSolver(pyodide, new Uint8Array(readFileSync(path.join(web, manifest.wheel))), manifest.runtime);
importAll(pyodide);
if (restore) pyodide = await startPython({ indexURL, snapshot: takeSnapshot(pyodide) });
const answer = answerer(pyodide);
const info = {
  pyodide: pyodide.version,
  python: pyodide.runPython("import sys; sys.version.split()[0]"),
  snapshot: restore,
  loadMs: performance.now() - t0,
  node: process.version,
  flags: process.execArgv,
};
console.log(JSON.stringify({ ready: info }));

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim()) console.log(JSON.stringify(answer(JSON.parse(line))));
}
