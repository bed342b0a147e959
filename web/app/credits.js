// app/credits.js — the About page's credits for the site's own puzzles (library.json): grouped by
// author, copyright and licence, each group with its count and, unless the site keeps titles
// secret, its titles; a licence the page knows gets a link to its text.  Pure (no DOM): about.js
// draws the groups (credits.test.mjs).
//
// Interface
//   puzzleCredits(puzzles, {hideTitles}) -> [{author, copyright, license, licenseUrl, count, titles}]
//       in the order their first puzzle comes; titles: [] when hidden, at most MAX_TITLES otherwise
//   licenceUrl(name) -> url | null      "CC BY 4.0", "CC-BY-4.0", "MIT", "CC0" … → the licence's page

import { displayText } from "../shared/safe-text.js";

const MAX_TITLES = 12;

const LICENCES = [
  [/^cc[- ]?0|^cc[- ]zero|public domain dedication/, "https://creativecommons.org/publicdomain/zero/1.0/"],
  [/^cc[- ]by[- ]nc[- ]sa[- ]?4/, "https://creativecommons.org/licenses/by-nc-sa/4.0/"],
  [/^cc[- ]by[- ]nc[- ]nd[- ]?4/, "https://creativecommons.org/licenses/by-nc-nd/4.0/"],
  [/^cc[- ]by[- ]nc[- ]?4/, "https://creativecommons.org/licenses/by-nc/4.0/"],
  [/^cc[- ]by[- ]nd[- ]?4/, "https://creativecommons.org/licenses/by-nd/4.0/"],
  [/^cc[- ]by[- ]sa[- ]?4/, "https://creativecommons.org/licenses/by-sa/4.0/"],
  [/^cc[- ]by[- ]?4/, "https://creativecommons.org/licenses/by/4.0/"],
  [/^mit\b/, "https://opensource.org/license/mit"],
];

export function licenceUrl(name) {
  const key = String(name || "").trim().toLowerCase().replace(/\s+/g, " ");
  return LICENCES.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

export function puzzleCredits(puzzles, { hideTitles = false } = {}) {
  const groups = new Map();
  for (const puzzle of puzzles) {
    const [author, copyright, license] = [puzzle.author, puzzle.copyright, puzzle.license].map((v) => displayText(v).trim());
    const key = JSON.stringify([author, copyright, license]);
    if (!groups.has(key)) groups.set(key, { author, copyright, license, licenseUrl: licenceUrl(license), count: 0, titles: [] });
    const group = groups.get(key);
    group.count += 1;
    const title = displayText(puzzle.title).trim();
    if (!hideTitles && title && group.titles.length < MAX_TITLES) group.titles.push(title);
  }
  return [...groups.values()];
}
