// shared/limits.js — how much a page reads from a person's file or paste before handing it to the
// worker.  One number for the player, the editor and Enter a puzzle: the largest real puzzle files
// (a 500×500 grid with its clues, a collection of a thousand) are well under it, and a larger file is
// a photo or an archive picked by mistake, refused at once rather than parsed for seconds.
//
// Interface
//   MAX_PUZZLE_BYTES   the largest file (bytes) or pasted text (characters) read as a puzzle

export const MAX_PUZZLE_BYTES = 5_000_000;
