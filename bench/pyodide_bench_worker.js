// The browser twin of bench/pyodide_runner.mjs: a module Web Worker that bench/wasm_ratio.py
// (--browser) copies into a private copy of the built site and drives through Playwright.
//
// Starts Pyodide normally (in Chromium that uses the fast WebAssembly call trampoline, as the
// app's worker does after restoring its snapshot) and unpacks the site's wheel, then answers
//   {exec: "python source"}  -> {value: the `_result` the source leaves}
//   {request: {...webapi}}   -> {reply, ms: wall time around handle()}
// Its first message is {ready: info}.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;

async function boot() {
  const t0 = performance.now();
  const manifest = await (await fetch(here("./precache.json"))).json();
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), stdout: () => {}, stderr: console.warn });
  pyodide.unpackArchive(await (await fetch(here(manifest.wheel))).arrayBuffer(), "wheel");
  pyodide.runPython("import sys\nfrom nonogram_core.webapi import handle as _bench_handle");
  let handle = pyodide.globals.get("_bench_handle");
  self.onmessage = ({ data }) => {
    let answer;
    try {
      if (data.exec !== undefined) {
        pyodide.runPython(data.exec);
        answer = { value: pyodide.globals.get("_result") ?? null };
        handle = pyodide.globals.get("_bench_handle");
      } else {
        const start = performance.now();
        const reply = handle(JSON.stringify(data.request));
        answer = { reply: JSON.parse(reply), ms: performance.now() - start };
      }
    } catch (error) {
      answer = { error: String(error) };
    }
    self.postMessage(answer);
  };
  self.postMessage({
    ready: {
      pyodide: pyodide.version,
      python: pyodide.runPython("sys.version.split()[0]"),
      engine: navigator.userAgent,
      loadMs: performance.now() - t0,
    },
  });
}

boot().catch((error) => self.postMessage({ error: `could not start: ${error}` }));
