// Unit tests of packs/picture-names.js (node --test): the sentence that names a solved picture.
import assert from "node:assert/strict";
import test from "node:test";

import { itIs } from "./picture-names.js";

test("a or an by the sound of the first word", () => {
  assert.equal(itIs("Rocket"), "It's a rocket.");
  assert.equal(itIs("Owl"), "It's an owl.");
  assert.equal(itIs("Hourglass"), "It's an hourglass.");
  assert.equal(itIs("Unicorn"), "It's a unicorn.");
  assert.equal(itIs("One-way sign"), "It's a one-way sign.");
  assert.equal(itIs("LED"), "It's an LED.");
  assert.equal(itIs("USB stick"), "It's a USB stick.");
});

test("no article for plurals, times, uncountables and proper names", () => {
  assert.equal(itIs("Scissors"), "It's scissors.");
  assert.equal(itIs("Fallen leaves"), "It's fallen leaves.");
  assert.equal(itIs("Seven-thirty"), "It's seven-thirty.");
  assert.equal(itIs("Bread"), "It's bread.");
  assert.equal(itIs("Mount Fuji"), "It's Mount Fuji.");
  assert.equal(itIs("Earth"), "It's the Earth.");
});

test("the head noun decides, not the last word; a name keeps its capital", () => {
  assert.equal(itIs("Nest with eggs"), "It's a nest with eggs.");
  assert.equal(itIs("Japanese castle"), "It's a Japanese castle.");
  assert.equal(itIs("Glass of water."), "It's a glass of water.");
  assert.equal(itIs("   "), "");
});
