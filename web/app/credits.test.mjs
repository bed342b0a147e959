// Unit tests of app/credits.js (node --test): the About page's credits for the site's puzzles.
import assert from "node:assert/strict";
import test from "node:test";

import { licenceUrl, puzzleCredits } from "./credits.js";

test("puzzles are credited by author and licence, each group with its count and titles", () => {
  const puzzles = [
    { title: "Box", author: "Ann", license: "CC BY 4.0" },
    { title: "Ring", author: "Ann", license: "CC BY 4.0" },
    { title: "Dot", author: "Bo", copyright: "© 2020 Bo", license: "MIT" },
  ];
  const credits = puzzleCredits(puzzles);
  assert.deepEqual(credits.map((c) => [c.author, c.license, c.count, c.titles]),
    [["Ann", "CC BY 4.0", 2, ["Box", "Ring"]], ["Bo", "MIT", 1, ["Dot"]]]);
  assert.equal(credits[0].licenseUrl, "https://creativecommons.org/licenses/by/4.0/");
  assert.equal(credits[1].copyright, "© 2020 Bo");
});

test("a site that keeps titles secret credits its puzzles without naming them", () => {
  const [credit] = puzzleCredits([{ title: "#1", hidden_title: "Box", author: "Ann" }], { hideTitles: true });
  assert.deepEqual(credit.titles, []);
  assert.equal(credit.count, 1);
});

test("licence names the page knows get a link; others none", () => {
  assert.equal(licenceUrl("CC-BY-4.0"), "https://creativecommons.org/licenses/by/4.0/");
  assert.equal(licenceUrl("cc by-sa 4.0"), "https://creativecommons.org/licenses/by-sa/4.0/");
  assert.equal(licenceUrl("CC0"), "https://creativecommons.org/publicdomain/zero/1.0/");
  assert.equal(licenceUrl("MIT"), "https://opensource.org/license/mit");
  assert.equal(licenceUrl("redistributable; webpbn.com #1"), null);
  assert.equal(licenceUrl(""), null);
});
