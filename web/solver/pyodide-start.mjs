// pyodide-start.mjs — starts Pyodide for the solver: used by worker.js in the browser, and by
// tests/wasm/run_wheel.mjs and bench/pyodide_runner.mjs under node (so they start, snapshot and
// restore exactly as the browser does).
//
//   startPython({ indexURL, snapshot?, makeSnapshot?, stderr? }) -> pyodide
//     a normal start with PYTHON_ENV (able to make a memory snapshot when makeSnapshot), or, given
//     the bytes of a (unzipped) memory snapshot, its restore with two repairs Pyodide 314.0.7 lacks
//     (see restoringModule)
//   installSolver(pyodide, wheelBytes, marker)   unpacks the wheel, imports its web API and writes
//     `marker` into the package (what a snapshot made later says it was made from)
//   importAll(pyodide)        imports every other module of the wheel, so that a snapshot made now
//     holds the whole solver and needs no file of the wheel
//   snapshotMarker(pyodide)   the marker a restored snapshot carries (null: none)
//   takeSnapshot(pyodide)     the memory snapshot's bytes (after installSolver and importAll)
//   packSnapshot(bytes), unpackSnapshot(packed)   the snapshot without its zero pages (a quarter
//     of it: less to store, and four times less to unzip at every later start) and back
//   usesFastCallTrampoline(pyodide), allocatorName(pyodide)   what the worker reports when ready
//
// The snapshot options are private to Pyodide (_makeSnapshot, _loadSnapshot, makeMemorySnapshot):
// tests/wasm pins them (run_wheel.mjs --snapshot makes, packs, gzips and restores a snapshot, and
// test_wheel_in_pyodide.py checks its answers); the worker falls back to a normal start whenever a
// restore fails.
// (.mjs, not .js: node loads it as a module without a package.json.)

import { loadPyodide } from "../pyodide/pyodide.mjs";
import createPyodideModule from "../pyodide/pyodide.asm.mjs";

/**
 * Python's environment.  PYTHONMALLOC=mimalloc: Pyodide builds CPython without
 * pymalloc, so by default every small object (each int over 2**30, tuple, list) comes from the C
 * library's malloc; its bundled mimalloc solved the benchmark puzzles 11-19% faster in Chromium
 * (bench/wasm_ratio.py).  A snapshot is made after a start with the same setting (the restored
 * memory keeps it).
 */
export const PYTHON_ENV = { PYTHONMALLOC: "mimalloc" };

/** Python started for the solver: a normal start, or the snapshot's restore when given its bytes
 * (or a promise of them: Pyodide fetches the runtime meanwhile). */
export async function startPython({ indexURL, snapshot = null, makeSnapshot = false, stderr = () => {} }) {
  const options = { indexURL, env: PYTHON_ENV, stdout: () => {}, stderr };
  if (snapshot) Object.assign(options, { _loadSnapshot: snapshot, createPyodideModule: restoringModule });
  else if (makeSnapshot) options._makeSnapshot = true;
  return loadPyodide(options);
}

/** Unpack the wheel's bytes into site-packages, import its web API, and mark the package. */
export function installSolver(pyodide, wheelBytes, marker) {
  const sitePackages = pyodide.runPython("import sys\nnext(p for p in sys.path if p.endswith('site-packages'))");
  pyodide.unpackArchive(wheelBytes, "wheel", { extractDir: sitePackages });
  pyodide.pyimport("nonogram_core.webapi");
  pyodide.pyimport("nonogram_core")._made_for = marker;
}

// Every module of the wheel (it holds only what the browser loads: build_wheel.py), imported before
// a snapshot is made, so that a restored one needs no file of the wheel.  sitebuild/runtime.py trims the
// standard library by running this same walk.
const IMPORT_ALL = `
import importlib, pkgutil, nonogram_core
for _info in pkgutil.walk_packages(nonogram_core.__path__, "nonogram_core."):
    importlib.import_module(_info.name)
`;

/** Import every module of the wheel (the handlers import most of theirs when first used). */
export function importAll(pyodide) {
  pyodide.runPython(IMPORT_ALL);
}

/** The marker installSolver wrote into the package (a restored snapshot's), or null. */
export function snapshotMarker(pyodide) {
  return pyodide.runPython("import nonogram_core\ngetattr(nonogram_core, '_made_for', None)") ?? null;
}

/** The memory snapshot of a runtime started with makeSnapshot (Pyodide's private API). */
export function takeSnapshot(pyodide) {
  return pyodide.makeMemorySnapshot();
}

// A packed snapshot: "NGS1", the snapshot's length, the number of its pages (4 kB) that hold
// anything but zeros, their indexes, then those pages.  45 of a 60 MB snapshot's MB are zeros.
const PACKED = 0x3153474e; // "NGS1", little-endian
const PAGE = 4096;

/** The snapshot's bytes without its zero pages (see PACKED). */
export function packSnapshot(image) {
  const pages = [];
  const aligned = image.byteOffset % 4 === 0 && image.length % 4 === 0;
  const units = aligned ? new Uint32Array(image.buffer, image.byteOffset, image.length / 4) : image;
  const perPage = aligned ? PAGE / 4 : PAGE;
  for (let index = 0; index * perPage < units.length; index++) {
    const end = Math.min((index + 1) * perPage, units.length);
    for (let at = index * perPage; at < end; at++) {
      if (units[at] !== 0) {
        pages.push(index);
        break;
      }
    }
  }
  const head = 12 + 4 * pages.length;
  const packed = new Uint8Array(head + pages.length * PAGE);
  const words = new DataView(packed.buffer);
  words.setUint32(0, PACKED, true);
  words.setUint32(4, image.length, true);
  words.setUint32(8, pages.length, true);
  pages.forEach((index, k) => {
    words.setUint32(12 + 4 * k, index, true);
    packed.set(image.subarray(index * PAGE, (index + 1) * PAGE), head + k * PAGE);
  });
  return packed;
}

/** The snapshot packSnapshot packed; throws on bytes that are not one (a corrupt saved entry). */
export function unpackSnapshot(packed) {
  const words = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const count = packed.length >= 12 ? words.getUint32(8, true) : -1;
  const head = 12 + 4 * count;
  if (count < 0 || words.getUint32(0, true) !== PACKED || packed.length < head) {
    throw new Error("not a packed snapshot");
  }
  const image = new Uint8Array(words.getUint32(4, true));
  for (let k = 0; k < count; k++) {
    const at = words.getUint32(12 + 4 * k, true) * PAGE;
    const size = Math.min(PAGE, image.length - at); // the last page may be short
    const page = packed.subarray(head + k * PAGE, head + k * PAGE + size);
    if (size <= 0 || page.length !== size) throw new Error("a truncated packed snapshot");
    image.set(page, at);
  }
  return image;
}

/**
 * Pyodide's module factory, with two repairs to its snapshot restore (which copies the snapshot's
 * memory image over the fresh runtime's memory).  When Pyodide's internals differ from what this
 * expects, nothing is changed.
 *
 * 1. Keep this runtime's pointer to CPython's call trampoline.  CPython calls C functions that
 *    take one or no argument (``int.bit_count``, ``bit_length``, ``set.add``, ...) through a
 *    trampoline; where the engine has WebAssembly GC (Chromium does) Pyodide's start-up builds a
 *    fast one in WebAssembly and stores its table index in ``_PyRuntime``, else calls go through
 *    JavaScript.  The image carries the index of the process that made the snapshot -- 0 when
 *    that was an engine without WebAssembly GC (node 20, or another browser of the same
 *    profile's data): every such call then took the slow path (a loop of ``bit_count`` calls ran
 *    38% longer than after a normal start).  The table entry itself is made by this runtime's
 *    start-up and survives the copy, so putting the index back is enough.
 * 2. Grow the memory to the image's size first (growForSnapshot).
 */
async function restoringModule(settings) {
  const module = await createPyodideModule(settings);
  const restore = module.API?.restoreSnapshot;
  if (typeof restore !== "function" || !exportsTrampoline(module)) return module;
  module.API.restoreSnapshot = (snapshot) => {
    growForSnapshot(module, snapshot);
    const slot = trampolineSlot(module);
    const ours = module.HEAP32[slot];
    const result = restore(snapshot);
    if (trampolineSlot(module) === slot) module.HEAP32[slot] = ours;  // same build, same layout: put ours back
    return result;
  };
  return module;
}

/** Whether CPython exports where ``_PyRuntime``'s trampoline field is (else nothing here can find it). */
function exportsTrampoline(module) {
  return Number.isInteger(module?.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET) && Number.isInteger(module.__PyRuntime);
}

/** The HEAP32 index of the trampoline field: ``_PyRuntime`` plus the offset CPython exports (read from memory). */
function trampolineSlot(module) {
  return (module.__PyRuntime + module.HEAP32[module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET / 4]) / 4;
}

/**
 * Make the WebAssembly memory as large as the snapshot's image before it is copied in.  A snapshot
 * taken with mimalloc (PYTHON_ENV) holds about 60 MB of memory, more than a fresh start's 31 MB,
 * and Pyodide copies the image without growing the memory first (the copy then throws, and the
 * worker falls back to a normal start).  The image starts at the offset in the header's second
 * word (Pyodide's own restoreSnapshot reads it there too).
 */
function growForSnapshot(module, snapshot) {
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2);
  const imageBytes = snapshot.byteLength - header[1];
  if (imageBytes > module.HEAP8.length && typeof module._emscripten_resize_heap === "function") {
    module._emscripten_resize_heap(imageBytes);
  }
}

/** CPython's memory allocator ("mimalloc", "malloc", ...), or null when it cannot say. */
export function allocatorName(pyodide) {
  try {
    return pyodide.runPython("import _testinternalcapi\n_testinternalcapi.pymem_getallocatorsname()");
  } catch {
    return null;
  }
}

/** Whether CPython calls C functions through the fast WebAssembly trampoline (null: cannot tell). */
export function usesFastCallTrampoline(pyodide) {
  const module = pyodide._module;
  return exportsTrampoline(module) ? module.HEAP32[trampolineSlot(module)] !== 0 : null;
}
