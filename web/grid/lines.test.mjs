// Unit tests of grid/lines.js (node --test): what a line of the board's cells says about its clue.
import assert from "node:assert/strict";
import test from "node:test";

import { STATE, clueOf, emptyAsCrossed, lineInfo } from "./lines.js";

const states = (chars) => [...chars].map((ch) => STATE[ch] ?? `ink:${ch}`);

test("a line's blocks; cells of two colours side by side are two blocks", () => {
  assert.deepEqual(clueOf(states("##x#?")), [2, 1]);
  assert.deepEqual(clueOf(states("aab")), [2, 1]);
  assert.deepEqual(clueOf(states("x??x")), []);
});

test("done when the filled cells make the clue exactly, bad when no placement fits", () => {
  assert.equal(lineInfo([2, 1], states("##x#?")).state, "done");
  assert.equal(lineInfo([2, 1], states("##???")).state, "");
  assert.equal(lineInfo([3], states("#x#??")).state, "bad");
  assert.deepEqual(lineInfo([2, 1], states("##x??")).done, [true, false]);
});

test("colour and blotted lines go by their colours and lengths", () => {
  assert.equal(lineInfo([2, 1], states("aab??"), ["a", "b"]).state, "done");
  assert.equal(lineInfo([2, 1], states("aaa??"), ["a", "b"]).state, "bad");
  assert.equal(lineInfo([null], states("x###x")).state, "done");
});

test("a picture's empty cells are the player's crosses", () => {
  assert.deepEqual(emptyAsCrossed(["#.#", ".a."]), ["#x#", "xax"]);
});
