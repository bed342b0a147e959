// print/items.js — what is printed of each puzzle: its title (a cover while the site keeps titles
// secret), the title its solution names, and its credit (author, copyright, licence).  Pure: the
// print page (print/main.js) gets the puzzles, these words go with them (items.test.mjs).
//
// Interface
//   creditOf(puzzle) -> "by Ann Author · © 2026 Ann · CC BY 4.0" ("" when it says nothing)
//   sameClues(a, b) -> bool                 the same puzzle (clues and colours), whatever its title
//   itemOf(puzzle, {library, hideTitles}) -> {puzzle, title, secret, credit}
//       a puzzle from a share code: its library entry (same clues), if any, lends its copyright and
//       licence, and keeps a secret title secret on the puzzle's page (the solution names it)
//   libraryItem(entry) -> item              a library.json entry (a cover title, its secret in hidden_title;
//                                           cover: true then, so a booklet does not number "#3" again)
//   sharedCredit(items) -> string           the credit every item has ("" when they differ): said once
//                                           under a booklet's heading instead of under each puzzle

import { displayText } from "../shared/safe-text.js";

const text = (value) => displayText(value).trim();

export function creditOf(puzzle) {
  const [author, copyright, license] = [puzzle.author, puzzle.copyright, puzzle.license].map(text);
  // "© Copyright 2004 by Jan Wolter" already names its author; an author that is a credit phrase of its
  // own (the picture packs' "drawn for the nonogram project", "Twemoji, by Twitter, …") reads as written
  const phrase = /\b(by|drawn|made)\b/i.test(author);
  const named = copyright && copyright.includes(author);
  const by = author && !named ? (phrase ? author : `by ${author}`) : "";
  return [by, copyright, license].filter(Boolean).join(" · ");
}

const key = (puzzle) => JSON.stringify([puzzle.rows, puzzle.cols, puzzle.row_colours || [], puzzle.col_colours || [],
  (puzzle.colours || []).length > 2 ? puzzle.colours.map((c) => String(c.rgb).toUpperCase()) : []]);

export const sameClues = (a, b) => key(a) === key(b);

export function libraryItem(entry) {
  const title = text(entry.title) || "Untitled puzzle";
  const secret = text(entry.hidden_title);
  return { puzzle: entry, title, secret: secret ? `${title} · ${secret}` : "", credit: creditOf(entry), cover: Boolean(secret) };
}

export function itemOf(puzzle, { library = [] } = {}) {
  const own = { puzzle, title: text(puzzle.title) || "Untitled puzzle", secret: "", credit: creditOf(puzzle) };
  const entry = library.find((candidate) => sameClues(candidate, puzzle));
  if (!entry) return own;
  const known = libraryItem(entry);
  const secret = Boolean(text(entry.hidden_title));
  return {
    puzzle: { ...puzzle, colours: puzzle.colours?.length ? puzzle.colours : entry.colours },
    title: secret ? known.title : own.title,
    secret: secret ? known.secret : "",
    // a code carries the author alone: the library's entry adds its copyright and licence
    credit: !text(puzzle.author) || text(puzzle.author) === text(entry.author) ? known.credit : own.credit,
  };
}

export function sharedCredit(items) {
  const credits = new Set(items.map((item) => item.credit));
  return credits.size === 1 ? [...credits][0] : "";
}
