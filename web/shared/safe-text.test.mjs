// Unit tests of shared/safe-text.js (node --test): a puzzle's own text made safe to show.
import assert from "node:assert/strict";
import test from "node:test";

import { displayText } from "./safe-text.js";

test("bidirectional overrides and isolates are removed, the letters kept", () => {
  assert.equal(displayText("abc\u202Edef"), "abcdef");
  assert.equal(displayText("\u2066x\u2069\u200F"), "x");
  assert.equal(displayText("שלום"), "שלום"); // a right-to-left title reads right by itself
});

test("line breaks become spaces; other controls show as symbols, never act", () => {
  assert.equal(displayText("two\nlines\tand\r\ntabs"), "two lines and tabs");
  assert.equal(displayText("\x1b[31mred"), "␛[31mred");
  assert.equal(displayText("a\x7fb\x85c"), "a␡b\uFFFDc");
});

test("nothing is an empty string", () => {
  assert.equal(displayText(null), "");
  assert.equal(displayText(undefined), "");
  assert.equal(displayText(42), "42");
});
