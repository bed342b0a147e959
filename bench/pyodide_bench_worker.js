// The browser twin of bench/pyodide_runner.mjs: a module Web Worker that bench/wasm_ratio.py
// (--browser) copies into a private copy of the built site and drives through Playwright.
//
// Starts Pyodide normally, with the app's settings (web/solver/pyodide-start.mjs; in Chromium a normal
// start has the fast call trampoline, as the app's restored snapshot does) and installs the wheel as the app does, then answers each
// message as pyodide_protocol.mjs says.  Its first message is {ready: info}.
import { installSolver, startPython } from "./solver/pyodide-start.mjs";
import { answerer } from "./pyodide_protocol.mjs";

const here = (path) => new URL(path, import.meta.url).href;

async function boot() {
  const t0 = performance.now();
  const manifest = await (await fetch(here("./precache.json"))).json();
  const pyodide = await startPython({ indexURL: here("./pyodide/"), stderr: console.warn });
  installSolver(pyodide, new Uint8Array(await (await fetch(here(manifest.wheel))).arrayBuffer()), manifest.runtime);
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
