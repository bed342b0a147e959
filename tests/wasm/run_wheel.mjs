// Runs nonogram_core's wheel inside Pyodide under node, the way the browser worker does
// (web/solver/pyodide-start.mjs): the built site's runtime (web/pyodide/, with its trimmed standard
// library), Python started normally, the wheel unpacked and all of it imported (installSolver);
// then every request of a JSON file answered by nonogram_core.webapi.handle.
// With --snapshot, it then makes a memory snapshot of that runtime (what the worker saves after
// a first start) and answers from a second runtime restored from it (what later visits do):
// without the wheel's files, so every request must be answered by modules the snapshot holds.
// Usage: node run_wheel.mjs WEB_DIR REQUESTS.json [--snapshot] → prints {"replies": [...], "info": {...}}
import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [webDir, requestsFile, mode] = process.argv.slice(2);
const web = path.resolve(webDir);
const manifest = JSON.parse(readFileSync(path.join(web, "precache.json"), "utf8"));
const { importAll, installSolver, packSnapshot, snapshotMarker, startPython, takeSnapshot, unpackSnapshot } = await import(
  pathToFileURL(path.join(web, "solver", "pyodide-start.mjs")).href);
const indexURL = path.join(web, "pyodide") + path.sep;
const wheel = new Uint8Array(readFileSync(path.join(web, manifest.wheel)));

const t0 = performance.now();
let pyodide = await startPython({ indexURL, makeSnapshot: mode === "--snapshot" });
installSolver(pyodide, wheel, manifest.runtime);
importAll(pyodide);
let snapshotBytes = null;
if (mode === "--snapshot") {
  // packed, gzipped and back, as the worker keeps it (CompressionStream)
  const kept = gzipSync(packSnapshot(takeSnapshot(pyodide)));
  snapshotBytes = kept.length;
  const image = unpackSnapshot(new Uint8Array(gunzipSync(kept)));
  pyodide = await startPython({ indexURL, snapshot: image });
  if (snapshotMarker(pyodide) !== manifest.runtime) throw new Error("the restored snapshot lost its marker");
}
pyodide.runPython("from nonogram_core.webapi import handle as _handle\nimport sys");
const loadMs = performance.now() - t0;
const handle = pyodide.globals.get("_handle");
const requests = JSON.parse(readFileSync(requestsFile, "utf8"));
const replies = requests.map((request) => {
  const start = performance.now();
  const reply = JSON.parse(handle(JSON.stringify(request)));
  reply.wall_ms = performance.now() - start;
  return reply;
});
const python = pyodide.runPython("sys.version.split()[0]");
const where = pyodide.runPython("import nonogram_core; nonogram_core.__file__");
console.log(JSON.stringify({ replies, info: { loadMs, python, where, pyodide: pyodide.version, snapshotBytes } }));
