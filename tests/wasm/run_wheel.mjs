// Runs nonogram_core's wheel inside Pyodide under node, the way the browser worker does
// (Python started by web/pyodide-start.mjs):
// the vendored runtime (web/pyodide/), micropip by URL, our wheel installed with micropip, then
// every request of a JSON file answered by nonogram_core.webapi.handle.
// With --snapshot it instead restores the gzipped memory snapshot build_wheel.py made, as the
// browser worker does (through web/pyodide-start.mjs): without the wheel's files, so every
// request must be answered by modules the snapshot already imported.
// Usage: node run_wheel.mjs WEB_DIR REQUESTS.json [--snapshot] → prints {"replies": [...], "info": {...}}
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [webDir, requestsFile, mode] = process.argv.slice(2);
const web = path.resolve(webDir);
const manifest = JSON.parse(readFileSync(path.join(web, "precache.json"), "utf8"));
const { startPython } = await import(pathToFileURL(path.join(web, "pyodide-start.mjs")).href);

const t0 = performance.now();
let pyodide;
if (mode === "--snapshot") {
  const snapshot = new Uint8Array(gunzipSync(readFileSync(path.join(web, manifest.snapshot))));
  pyodide = await startPython({ indexURL: path.join(web, "pyodide") + path.sep, snapshot });
  pyodide.runPython("from nonogram_core.webapi import handle as _handle\nimport sys");
} else {
  pyodide = await startPython({ indexURL: path.join(web, "pyodide") + path.sep });
  await pyodide.loadPackage(path.join(web, manifest.micropip), { messageCallback: () => {} });
  const wheelName = path.basename(manifest.wheel);
  pyodide.FS.writeFile(`/tmp/${wheelName}`, readFileSync(path.join(web, manifest.wheel)));
  pyodide.globals.set("wheel_path", `emfs:/tmp/${wheelName}`);
  await pyodide.runPythonAsync(`
import micropip
await micropip.install(wheel_path, deps=False)
from nonogram_core.webapi import handle as _handle
import sys
`);
}
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
console.log(JSON.stringify({ replies, info: { loadMs, python, where, pyodide: pyodide.version } }));
