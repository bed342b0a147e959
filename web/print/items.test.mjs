// Unit tests of print/items.js (node --test): the words printed with each puzzle.
import assert from "node:assert/strict";
import test from "node:test";

import { creditOf, itemOf, libraryItem, sameClues, sharedCredit } from "./items.js";

const BOX = { rows: [[3], [1, 1], [3]], cols: [[3], [1, 1], [3]] };

test("a credit names the author, the copyright and the licence, once each", () => {
  assert.equal(creditOf({ author: "Ann", license: "CC BY 4.0" }), "by Ann · CC BY 4.0");
  assert.equal(creditOf({ author: "Jan Wolter", copyright: "© Copyright 2004 by Jan Wolter", license: "redistributable" }),
    "© Copyright 2004 by Jan Wolter · redistributable");
  assert.equal(creditOf({}), "");
  assert.equal(creditOf({ author: "drawn for the nonogram project", license: "MIT" }), "drawn for the nonogram project · MIT");
  assert.equal(creditOf({ author: "Twemoji, by Twitter, Inc" }), "Twemoji, by Twitter, Inc");
  assert.equal(creditOf({ author: "nonogram project" }), "by nonogram project");
  assert.equal(creditOf({ author: "A\u202Eevil\nname" }), "by Aevil name"); // shown as safe text
});

test("the same puzzle is the same clues and colours, whatever its title", () => {
  assert.ok(sameClues({ ...BOX, title: "Box" }, { ...BOX, title: "Ring" }));
  assert.ok(!sameClues(BOX, { ...BOX, rows: [[3], [2], [3]] }));
});

test("a library puzzle whose title is secret prints its cover; its solution names it", () => {
  const entry = { ...BOX, title: "#2", hidden_title: "Ring", author: "Ann", license: "CC BY 4.0" };
  assert.deepEqual(libraryItem(entry), { puzzle: entry, title: "#2", secret: "#2 · Ring", credit: "by Ann · CC BY 4.0", cover: true });
  // a share code of it (title and author only) gets the library's licence, and keeps the secret
  const shared = itemOf({ ...BOX, title: "#2", author: "Ann" }, { library: [entry] });
  assert.equal(shared.title, "#2");
  assert.equal(shared.secret, "#2 · Ring");
  assert.equal(shared.credit, "by Ann · CC BY 4.0");
  // another puzzle keeps its own words
  const other = itemOf({ rows: [[1]], cols: [[1]], title: "Dot", author: "Bo" }, { library: [entry] });
  assert.deepEqual([other.title, other.secret, other.credit], ["Dot", "", "by Bo"]);
});

test("a credit every puzzle shares is said once", () => {
  assert.equal(sharedCredit([{ credit: "by Ann" }, { credit: "by Ann" }]), "by Ann");
  assert.equal(sharedCredit([{ credit: "by Ann" }, { credit: "by Bo" }]), "");
});
