// grid/ink-letters.js — one letter per ink of a palette, shown on small clue chips and on the palette's
// swatches, so inks that look alike on a chip of a few pixels are still told apart ("G" grey, "P" pale
// grey, "L" light grey).  Pure (no DOM): node --test checks it.
//
// Interface
//   inkLetters(names) -> Map(name -> letter)   a distinct letter (or digit) per name: the name's own
//                                           initial where it can ("red" R, "dark red" D, "brown 2" 2);
//                                           the same map whatever order the names come in
//   paletteLetters(inks) -> Map(name -> letter)   the same for a board's inks ({char: {name, rgb}}, or
//                                           null), remembered per inks object (a board asks per clue;
//                                           every owner sets a new object when its inks change)

const initials = (name) => name.toUpperCase().split(/\s+/).filter(Boolean).map((word) => word[0]);

export function inkLetters(names) {
  const unique = [...new Set(names.map((name) => String(name ?? "").trim()))].sort();
  // one-word names first ("red" keeps R, so "dark red" takes D), each group in alphabetical order
  const ordered = [...unique.filter((n) => initials(n).length <= 1), ...unique.filter((n) => initials(n).length > 1)];
  const taken = new Set();
  const letters = new Map();
  for (const name of ordered) {
    const own = [...initials(name), ...name.toUpperCase().replace(/[^A-Z0-9]/g, "")];
    const spare = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ123456789"];
    const letter = [...own, ...spare].find((ch) => !taken.has(ch)) ?? "?";
    taken.add(letter);
    letters.set(name, letter);
  }
  return letters;
}

const NO_INKS = new Map();
const remembered = new WeakMap(); // dropped with its inks: no key made per clue, no entry kept for ever

export function paletteLetters(inks) {
  if (!inks) return NO_INKS;
  if (!remembered.has(inks)) remembered.set(inks, inkLetters(Object.values(inks).map((ink) => ink.name)));
  return remembered.get(inks);
}
