// The benchmarks' request protocol, shared by their two Pyodide hosts: pyodide_runner.mjs (node)
// and pyodide_bench_worker.js (a Chromium worker; bench/wasm_ratio.py copies both files beside it).
//   {exec: "python source"}  -> {value: the `_result` the source leaves}
//                               (the source may rebind `_bench_handle`, which requests then call)
//   {request: {...webapi}}   -> {reply, ms: wall time around handle()}
//   anything that throws     -> {error: "..."}

/** A function answering one message with the given Pyodide, whose package is importable. */
export function answerer(pyodide) {
  pyodide.runPython("from nonogram_core.webapi import handle as _bench_handle");
  let handle = pyodide.globals.get("_bench_handle");
  return (message) => {
    try {
      if (message.exec !== undefined) {
        pyodide.runPython(message.exec);
        const value = pyodide.globals.get("_result") ?? null;
        handle = pyodide.globals.get("_bench_handle"); // exec may wrap it (e.g. GC settings per request)
        return { value };
      }
      const start = performance.now();
      const reply = handle(JSON.stringify(message.request));
      return { reply: JSON.parse(reply), ms: performance.now() - start };
    } catch (error) {
      return { error: String(error) };
    }
  };
}
