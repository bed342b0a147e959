// Runs one of this folder's Python modules in the vendored Pyodide under node, for the site build
// (sitebuild/runtime.py):
//
//   node run.mjs RUNTIME_DIR WHEEL OUT MODULE SETTINGS_JSON
//
// The wheel is unpacked into site-packages (importable) and kept at /tmp/pure.whl; this folder's
// .py files are importable; MODULE.main(SETTINGS_JSON, "/tmp/pure.whl") returns a string, written
// to OUT.  Python's own output is silenced: only the result counts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [runtime, wheel, out, module, settings] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL: `${runtime}/`,
  stdout: () => {},
  stderr: () => {},
  env: { PYTHONMALLOC: "mimalloc" },
});
const wheelBytes = new Uint8Array(fs.readFileSync(wheel));
py.FS.writeFile("/tmp/pure.whl", wheelBytes);
const sitePackages = py.runPython("import sys\nnext(p for p in sys.path if p.endswith('site-packages'))");
py.unpackArchive(wheelBytes, "wheel", { extractDir: sitePackages });
py.FS.mkdirTree("/sitebuild");
for (const file of fs.readdirSync(here).filter((name) => name.endsWith(".py"))) {
  py.FS.writeFile(`/sitebuild/${file}`, fs.readFileSync(path.join(here, file)));
}
py.globals.set("SETTINGS", settings);
const result = py.runPython(`sys.path.append("/sitebuild")\nimport ${module}\n${module}.main(SETTINGS, "/tmp/pure.whl")`);
fs.writeFileSync(out, result);
