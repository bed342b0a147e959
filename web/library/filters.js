// library/filters.js — the library's filters (grid size, grade, ink): one bar above the picture
// packs and the puzzle list, and one choice that both follow (a picture pack's pictures, a mosaic's
// tiles, the bundled puzzles and those the user opened are filtered alike).
//
// Interface
//   FILTERS                          [[key, label, [[value, text], …]], …]; "" is "any"
//   filter                           the current choice {grid, grade, ink} (read it, do not write it)
//   passes(filter, {width, height, grade, colour}) -> bool   does a puzzle with these facts pass?
//   active(filter) -> bool           is anything chosen?
//   mountFilters(before)             the bar, put once before the element `before`
//   onFilterChange(fn)               fn() after each change
//
// Contract: the filters are <select>s named "Grid", "Grade" and "Ink" (data-filter="grid" | "grade"
// | "ink"), in #library-filters.

import { el } from "../shared/dom.js";

export const FILTERS = [
  ["grid", "Grid", [["", "Any grid"], ["s", "Up to 15×15"], ["m", "16 to 20"], ["l", "21 to 25"], ["xl", "Over 25"]]],
  ["grade", "Grade", [["", "Any grade"], ["trivial", "Trivial"], ["easy", "Easy"], ["medium", "Medium"], ["hard", "Hard"]]],
  ["ink", "Ink", [["", "All"], ["colour", "Colour"], ["bw", "Black and white"]]],
];

const BANDS = { s: [0, 15], m: [16, 20], l: [21, 25], xl: [26, Infinity] };

export const filter = { grid: "", grade: "", ink: "" };
const listeners = [];

export const active = (chosen) => Boolean(chosen.grid || chosen.grade || chosen.ink);

export function passes(chosen, { width, height, grade, colour }) {
  if (chosen.ink === "colour" && !colour) return false;
  if (chosen.ink === "bw" && colour) return false;
  // a grade the player learnt reads "needs guessing"; the filter's words have no space
  if (chosen.grade && (grade || "").replace(/ /g, "-") !== chosen.grade) return false;
  if (chosen.grid) {
    const [low, high] = BANDS[chosen.grid];
    const side = Math.max(width, height);
    if (side < low || side > high) return false;
  }
  return true;
}

export function onFilterChange(fn) {
  listeners.push(fn);
}

export function mountFilters(before) {
  if (document.getElementById("library-filters")) return;
  const choice = ([key, label, options]) => {
    const box = el("select", { name: key, data: { filter: key } },
      options.map(([value, text]) => new Option(text, value, false, value === filter[key])));
    box.addEventListener("change", () => {
      filter[key] = box.value;
      for (const fn of listeners) fn();
    });
    return el("label", {}, [`${label} `, box]);
  };
  before.before(el("div", {
    id: "library-filters", class: "picture-filters", role: "group", "aria-label": "Show puzzles and pictures by",
  }, FILTERS.map(choice)));
}
