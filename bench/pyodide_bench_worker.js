// The browser twin of bench/pyodide_runner.mjs: a module Web Worker that bench/wasm_ratio.py
// (--browser) copies into a private copy of the built site and drives through Playwright.
//
// Starts Pyodide normally (in Chromium that uses the fast WebAssembly call trampoline, as the
// app's worker does after restoring its snapshot) and unpacks the site's wheel, then answers each
// message as pyodide_protocol.mjs says.  Its first message is {ready: info}.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { answerer } from "./pyodide_protocol.mjs";

const here = (path) => new URL(path, import.meta.url).href;

async function boot() {
  const t0 = performance.now();
  const manifest = await (await fetch(here("./precache.json"))).json();
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), stdout: () => {}, stderr: console.warn });
  pyodide.unpackArchive(await (await fetch(here(manifest.wheel))).arrayBuffer(), "wheel");
  const answer = answerer(pyodide);
  self.onmessage = ({ data }) => self.postMessage(answer(data));
  self.postMessage({
    ready: {
      pyodide: pyodide.version,
      python: pyodide.runPython("import sys; sys.version.split()[0]"),
      engine: navigator.userAgent,
      loadMs: performance.now() - t0,
    },
  });
}

boot().catch((error) => self.postMessage({ error: `could not start: ${error}` }));
