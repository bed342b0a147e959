// Unit tests of player/history.js (node --test): undo steps in their stored form and back, the
// budget of kept changes, and a history kept for another grid (or torn) restoring nothing.
import assert from "node:assert/strict";
import test from "node:test";

import { History, KEPT_CHANGES, decodeSteps, encodeSteps, fingerprint } from "./history.js";

const CHAR = { unknown: "?", filled: "#", crossed: "x" };
const charOf = (state) => CHAR[state] ?? state.slice(4);
const stateOf = (ch) => Object.keys(CHAR).find((k) => CHAR[k] === ch) ?? `ink:${ch}`;
const fits = (r, c) => r >= 0 && c >= 0 && r < 5 && c < 5;

function memoryStorage() {
  const area = new Map();
  globalThis.localStorage = {
    getItem: (k) => (area.has(k) ? area.get(k) : null),
    setItem: (k, v) => area.set(k, String(v)),
    removeItem: (k) => area.delete(k),
    key: (i) => [...area.keys()][i] ?? null,
    get length() { return area.size; },
  };
  return area;
}

test("steps go to their stored form and back: states, pencil flags, reveal, time and hints", () => {
  const stroke = [{ r: 0, c: 1, from: "unknown", to: "filled" }, { r: 0, c: 2, from: "unknown", to: "ink:1" }];
  const pencil = [{ r: 3, c: 4, from: "crossed", to: "unknown", fromPencil: true, toPencil: false }];
  const reset = [{ r: 0, c: 1, from: "filled", to: "unknown", fromPencil: false, toPencil: false }];
  Object.assign(reset, { revealed: { before: true, after: false }, time: { before: 125000, after: 0 }, hints: { before: 2, after: 0 } });
  const stored = JSON.parse(JSON.stringify(encodeSteps([stroke, pencil, reset], charOf)));
  const back = decodeSteps(stored, stateOf, fits);
  assert.deepEqual(back.map((s) => [...s]), [stroke, pencil, reset].map((s) => [...s]));
  assert.equal("toPencil" in back[0][0], false); // no flags where there were none
  assert.deepEqual(back[2].time, { before: 125000, after: 0 });
  assert.deepEqual(back[2].revealed, { before: true, after: false });
  assert.deepEqual(back[2].hints, { before: 2, after: 0 });
});

test("a torn or foreign history is no history: a cell off the grid, a length that does not match", () => {
  const good = encodeSteps([[{ r: 1, c: 1, from: "unknown", to: "filled" }]], charOf);
  assert.equal(decodeSteps(good, stateOf, fits).length, 1);
  assert.deepEqual(decodeSteps([...good, { at: [9, 9], from: "?", to: "#" }], stateOf, fits), []);
  assert.deepEqual(decodeSteps([{ at: [1, 1, 2, 2], from: "?", to: "#" }], stateOf, fits), []);
  assert.deepEqual(decodeSteps("nonsense", stateOf, fits), []);
});

test("a kept history comes back only onto the grid it leads to", () => {
  memoryStorage();
  const history = new History();
  history.record([{ r: 0, c: 0, from: "unknown", to: "filled" }]);
  history.record([{ r: 0, c: 1, from: "unknown", to: "crossed" }]);
  history.undoStep();
  const grid = ["#????", "?????", "?????", "?????", "?????"];
  assert.equal(history.save("p1", grid, charOf), true);
  const again = new History();
  assert.equal(again.load("p1", grid, stateOf, fits), true);
  assert.equal(again.undo.length, 1);
  assert.equal(again.redo.length, 1);
  assert.equal(new History().load("p1", ["?????", ...grid.slice(1)], stateOf, fits), false); // another grid
  assert.notEqual(fingerprint(grid), fingerprint(["?????", ...grid.slice(1)]));
});

test("only the newest steps within the budget are kept", () => {
  memoryStorage();
  const history = new History();
  const big = Array.from({ length: KEPT_CHANGES - 10 }, (_, i) => ({ r: 0, c: i, from: "unknown", to: "filled" }));
  history.record(big);
  for (let k = 0; k < 20; k++) history.record([{ r: 1, c: k, from: "unknown", to: "filled" }]);
  history.save("p2", ["x"], charOf);
  const kept = new History();
  kept.load("p2", ["x"], stateOf, () => true);
  assert.equal(kept.undo.length, 20); // the big old step did not fit beside the twenty newer ones
});
