// Unit tests of shared/time.js (node --test): how the player and the library write a duration.
import assert from "node:assert/strict";
import test from "node:test";

import { bestTimeText, formatTime } from "./time.js";

test("a duration reads m:ss, then h:mm:ss from an hour, seconds rounded down", () => {
  assert.equal(formatTime(0), "0:00");
  assert.equal(formatTime(4_999), "0:04");
  assert.equal(formatTime(245_000), "4:05");
  assert.equal(formatTime(3_599_999), "59:59");
  assert.equal(formatTime(3_723_000), "1:02:03");
  assert.equal(formatTime(36_000_000), "10:00:00");
});

test("a best time is said only when there is one, marked when hints helped", () => {
  assert.equal(bestTimeText(null), "");
  assert.equal(bestTimeText({}), "");
  assert.equal(bestTimeText({ bestMs: 245_000 }), " · best 4:05");
  assert.equal(bestTimeText({ bestMs: 245_000, bestHints: true }), " · best 4:05 with hints");
});
