// Unit tests of grid/clue-proof.js (node --test): which clue numbers the marks prove, checked
// against every placement of the clue on small lines (a brute force written here).
import assert from "node:assert/strict";
import test from "node:test";

import { colourLineFits, lineProof } from "./clue-proof.js";

/** Every line of length n (as "#"/"." strings) whose blocks are the clue: all 2^n lines, filtered. */
const cache = new Map();
function placements(clue, n) {
  const key = `${clue}/${n}`;
  if (!cache.has(key)) cache.set(key, allPlacements(clue, n));
  return cache.get(key);
}

function allPlacements(clue, n) {
  const lines = Array.from({ length: 2 ** n }, (_, bits) => [...bits.toString(2).padStart(n, "0")].map((b) => (b === "1" ? "#" : ".")).join(""));
  return lines.filter((line) => (line.match(/#+/g) || []).map((block) => block.length).join() === clue.join());
}

const agrees = (line, marks) => [...marks].every((m, i) => (m === "#" ? line[i] === "#" : m === "x" ? line[i] === "." : true));

/** A block is proved when every agreeing placement puts it on the same cells and all of them are filled. */
function bruteProof(clue, marks) {
  const fitting = placements(clue, marks.length).filter((line) => agrees(line, marks));
  const starts = (line) => [...line.matchAll(/#+/g)].map((m) => m.index);
  const done = clue.map((len, i) => fitting.length > 0 && fitting.every((line) => starts(line)[i] === starts(fitting[0])[i])
    && marks.slice(starts(fitting[0])[i], starts(fitting[0])[i] + len) === "#".repeat(len));
  return { fits: fitting.length > 0, done };
}

test("the middle cell of '1 1' in five cells proves neither block (counting apps strike one)", () => {
  assert.deepEqual(lineProof([1, 1], "??#??"), { fits: true, done: [false, false] });
  assert.deepEqual(lineProof([1, 1], "#x#??"), { fits: true, done: [true, true] });
});

test("a line that no placement fits is said not to fit", () => {
  assert.equal(lineProof([3], "?x?x?").fits, false);
  assert.equal(lineProof([1], "#?#").fits, false);
  assert.equal(lineProof([2, 1], "?????").fits, true);
});

test("an empty clue is one number, done when nothing is filled", () => {
  assert.deepEqual(lineProof([], "x?x"), { fits: true, done: [true] });
  assert.deepEqual(lineProof([0], "?#?"), { fits: false, done: [false] });
});

test("the brute force counts placements right", () => {
  assert.equal(placements([1, 1], 5).length, 6);
  assert.equal(placements([2, 1], 5).length, 3);
  assert.deepEqual(placements([3], 3), ["###"]);
});

test("lineProof agrees with a brute force on every marking of short lines", () => {
  const clues = [[1], [2], [1, 1], [2, 1], [1, 2, 1], [3], [1, 1, 1]];
  let checked = 0;
  for (const n of [4, 5, 6]) {
    for (let code = 0; code < 3 ** n; code++) {
      const marks = [...code.toString(3).padStart(n, "0")].map((d) => "?#x"[d]).join("");
      for (const clue of clues) {
        if (clue.reduce((a, b) => a + b, 0) + clue.length - 1 > n) continue;
        const want = bruteProof(clue, marks);
        const got = lineProof(clue, marks);
        assert.equal(got.fits, want.fits, `${clue} ${marks}`);
        if (want.fits) assert.deepEqual(got.done, want.done, `${clue} ${marks}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 5000);
});

test("colour blocks of two colours may touch, of one colour need a gap", () => {
  assert.equal(colourLineFits([{ n: 2, ink: "a" }, { n: 1, ink: "b" }], "?aab?"), true);
  assert.equal(colourLineFits([{ n: 2, ink: "a" }, { n: 1, ink: "a" }], "aaa??"), false);
  assert.equal(colourLineFits([{ n: 2, ink: "a" }, { n: 1, ink: "a" }], "aa?a?"), true);
  assert.equal(colourLineFits([], "aaaa?"), false);
  assert.equal(colourLineFits([], "x?x"), true);
});

test("a blotted number (null) is any length from one", () => {
  assert.equal(colourLineFits([{ n: null, ink: "#" }], "x####x"), true);
  assert.equal(colourLineFits([{ n: null, ink: "#" }], "#x#"), false);
  assert.equal(colourLineFits([{ n: -1, ink: "#" }, { n: 1, ink: "#" }], "??#?#"), true);
});
