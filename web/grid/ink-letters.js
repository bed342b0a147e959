// grid/ink-letters.js — one letter per ink of a palette, shown on small clue chips and on the palette's
// swatches, so inks that look alike on a chip of a few pixels are still told apart ("G" grey, "P" pale
// grey, "L" light grey).  Pure (no DOM): node --test checks it.
//
// Interface
//   inkLetters(names) -> Map(name -> letter)   a distinct letter (or digit) per name: the name's own
//                                           initial where it can ("red" R, "dark red" D, "brown 2" 2);
//                                           the same map whatever order the names come in
//   paletteLetters(inks) -> Map(name -> letter)   the same for a board's inks ({char: {name, rgb}}, or
//                                           null), remembered per set of names (a board asks per clue)

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

const remembered = new Map();

export function paletteLetters(inks) {
  const names = Object.values(inks || {}).map((ink) => ink.name);
  const key = JSON.stringify(names);
  if (!remembered.has(key)) remembered.set(key, inkLetters(names));
  return remembered.get(key);
}
