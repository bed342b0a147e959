// Unit tests of library/daily-choice.js (node --test): the daily picture of each date.
import assert from "node:assert/strict";
import test from "node:test";

import { dailyChoice } from "./daily-choice.js";

const info = (width, height, grade) => ({ width, height, grade });
const INDEX = {
  packs: [
    { id: "small", puzzles: [info(5, 5, "easy"), info(10, 10, "easy"), info(15, 15, "medium"), info(20, 20, "hard")] },
    { id: "mosaic", mosaic: { rows: 1, cols: 2, title: "Whole" }, puzzles: [info(10, 10, "easy"), info(10, 10, "easy")] },
    { id: "more", puzzles: [info(12, 14, "medium"), info(20, 15, "easy"), info(25, 25, "medium")] },
  ],
};
const day = (i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);

test("the same date gives everybody the same picture", () => {
  assert.deepEqual(dailyChoice(INDEX, "2026-11-27"), dailyChoice(INDEX, "2026-11-27"));
});

test("only suitable pictures (10 to 20 a side, easy or medium, no mosaic tile), each once before any repeats", () => {
  const picks = Array.from({ length: 4 }, (_, i) => dailyChoice(INDEX, day(i)));
  const names = picks.map(({ pack, n }) => `${pack.id}/${n}`);
  assert.deepEqual([...names].sort(), ["more/1", "more/2", "small/2", "small/3"]);
  assert.deepEqual(dailyChoice(INDEX, day(4)), picks[0]);
});

test("with nothing suitable, any picture; with no pictures, none", () => {
  const odd = { packs: [{ id: "big", puzzles: [info(40, 40, "hard"), info(30, 30, "hard")] }] };
  assert.equal(dailyChoice(odd, "2026-01-01").pack.id, "big");
  assert.equal(dailyChoice({ packs: [] }, "2026-01-01"), null);
});
