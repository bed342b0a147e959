// player/history.js — the player's undo and redo: a step is one change list (a stroke, Keep or
// Discard, a hint's step, Solve, Reset, Rewind) with what else it changed: whether the puzzle is
// revealed, the time on the clock, the hints counted (Reset zeroes both: its Undo gives them back).
// The history is kept in this browser beside the progress, so Undo still works after a reload
// (Solve and Reset included); only the newest steps are kept, up to KEPT_CHANGES cell changes.
//
// Interface
//   const history = new History()
//   history.record(step) / history.undoStep() -> step | null / history.redoStep() -> step | null
//   history.canUndo / history.canRedo / history.top (the newest undo step)
//   history.clear()
//   history.grids(cells) -> iterator of grids (rows of chars), newest first: the grid before each step
//   history.save(id, cells, charOf) -> bool     kept with the grid it leads to (rows of chars)
//   history.load(id, cells, stateOf, fits(r, c)) -> bool   restored only onto that same grid
//   encodeSteps(steps, charOf) / decodeSteps(data, stateOf, fits)   the stored form (pure; tested by node)
// A step: an array of {r, c, from, to, fromPencil?, toPencil?} (cell states) with optional
// properties revealed {before, after}, time {before, after} (ms), hints {before, after}.

import { loadHistory, saveHistory } from "../shared/store.js";

export const KEPT_CHANGES = 40_000; // cell changes kept across a reload (a 200×200 reveal is one step of 40,000)
const EXTRA = ["revealed", "time", "hints"];

export class History {
  constructor() {
    this.clear();
  }

  clear() {
    this.undo = [];
    this.redo = [];
  }

  get canUndo() { return this.undo.length > 0; }
  get canRedo() { return this.redo.length > 0; }
  get top() { return this.undo.at(-1) ?? null; }

  record(step) {
    this.undo.push(step);
    this.redo = [];
  }

  undoStep() {
    const step = this.undo.pop();
    if (step) this.redo.push(step);
    return step ?? null;
  }

  redoStep() {
    const step = this.redo.pop();
    if (step) this.undo.push(step);
    return step ?? null;
  }

  /** The grids before each undoable step, newest first (Rewind walks them). */
  *grids(cells, charOf) {
    const grid = cells.map((row) => [...row]);
    for (let i = this.undo.length - 1; i >= 0; i--) {
      for (const { r, c, from } of this.undo[i]) grid[r][c] = charOf(from);
      yield grid.map((row) => row.join(""));
    }
  }

  /**
   * Keep the history for a reload: the newest steps within KEPT_CHANGES, fewer when storage
   * refuses; false when not even none could be written (the progress itself still is).
   */
  save(id, cells, charOf) {
    let undo = newest(this.undo, KEPT_CHANGES);
    let redo = newest(this.redo, Math.max(0, KEPT_CHANGES - changeCount(undo)));
    const grid = fingerprint(cells);
    for (;;) {
      if (saveHistory(id, { grid, undo: encodeSteps(undo, charOf), redo: encodeSteps(redo, charOf) })) return true;
      if (!undo.length && !redo.length) return false;
      undo = undo.slice(Math.floor(undo.length / 2)); // storage is full: keep the newer half
      redo = redo.slice(Math.floor(redo.length / 2));
    }
  }

  /**
   * The history kept for `id`, when it leads to this grid (rows of chars): a history kept for
   * another grid (the progress came from elsewhere) would undo into nonsense, so it is dropped, as
   * is a corrupt one.  True when one was restored.
   */
  load(id, cells, stateOf, fits) {
    const data = loadHistory(id);
    this.clear();
    if (!data || data.grid !== fingerprint(cells)) return false;
    this.undo = decodeSteps(data.undo, stateOf, fits);
    this.redo = decodeSteps(data.redo, stateOf, fits);
    return this.undo.length + this.redo.length > 0;
  }
}

/** FNV-1a over the grid's rows: which grid a kept history leads to. */
export function fingerprint(cells) {
  const text = cells.join("/");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(36)}.${text.length.toString(36)}`;
}

const changeCount = (steps) => steps.reduce((n, step) => n + step.length, 0);

/** The newest steps whose changes add up to at most `budget` (a bigger newest step alone: none). */
function newest(steps, budget) {
  let total = 0;
  let from = steps.length;
  while (from > 0 && total + steps[from - 1].length <= budget) total += steps[--from].length;
  return steps.slice(from);
}

/**
 * Steps as JSON-ready objects: {at: [r, c, r, c, …], from: "chars", to: "chars", pencil?: "digits"
 * (per change: "-" no flags, else 0–3 = fromPencil + 2·toPencil), revealed?, time?, hints?}.
 */
export function encodeSteps(steps, charOf) {
  return steps.map((step) => {
    const out = { at: step.flatMap(({ r, c }) => [r, c]), from: step.map((ch) => charOf(ch.from)).join(""),
      to: step.map((ch) => charOf(ch.to)).join("") };
    if (step.some((ch) => "toPencil" in ch)) {
      out.pencil = step.map((ch) => ("toPencil" in ch ? String(Number(Boolean(ch.fromPencil)) + 2 * Number(Boolean(ch.toPencil))) : "-")).join("");
    }
    for (const key of EXTRA) if (step[key]) out[key] = step[key];
    return out;
  });
}

/** The inverse of encodeSteps; a step that does not read whole (or names a cell off the grid) ends the list there. */
export function decodeSteps(data, stateOf, fits) {
  const steps = [];
  for (const item of Array.isArray(data) ? data : []) {
    const step = decodeStep(item, stateOf, fits);
    if (!step) return []; // a history with a hole in it would undo into a wrong grid: none at all
    steps.push(step);
  }
  return steps;
}

function decodeStep(item, stateOf, fits) {
  const { at, from, to, pencil } = item || {};
  const n = typeof from === "string" ? [...from].length : -1;
  if (!Array.isArray(at) || at.length !== 2 * n || typeof to !== "string" || [...to].length !== n) return null;
  if (pencil !== undefined && (typeof pencil !== "string" || pencil.length !== n)) return null;
  const fromChars = [...from];
  const toChars = [...to];
  const step = [];
  for (let i = 0; i < n; i++) {
    const [r, c] = [at[2 * i], at[2 * i + 1]];
    if (!Number.isInteger(r) || !Number.isInteger(c) || !fits(r, c)) return null;
    const change = { r, c, from: stateOf(fromChars[i]), to: stateOf(toChars[i]) };
    const flags = pencil?.[i];
    if (flags !== undefined && flags !== "-") Object.assign(change, { fromPencil: Boolean(Number(flags) & 1), toPencil: Boolean(Number(flags) & 2) });
    step.push(change);
  }
  for (const key of EXTRA) {
    const value = item[key];
    if (value && typeof value === "object" && "before" in value && "after" in value) step[key] = { before: value.before, after: value.after };
  }
  return step;
}
