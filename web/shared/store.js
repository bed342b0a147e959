// shared/store.js — what the player keeps in this browser: saved progress, puzzles opened from files
// or links, what it learnt about each puzzle, and collections; on shared/storage.js (its prefix and
// its care for blocked or full storage).
//
// Interface
//   puzzleId(puzzle) -> "u…"            stable id from the clues (same clues, same progress)
//   loadProgress(id) -> {cells, elapsedMs, solved, updated} | null
//   saveProgress(id, progress) -> bool  false when storage is full or blocked (the caller says so)
//   clearProgress(id)                   (its undo history too)
//   progressIds() -> [id]               every id with saved progress
//   loadHistory(id) / saveHistory(id, {undo, redo}) -> bool   the undo history kept beside the
//                                       progress (player/history.js: its steps' stored form)
//   savePuzzle(id, puzzle) / loadPuzzle(id) / savedPuzzles() -> [{id, puzzle}]
//     puzzles opened from files or share links, kept so a reload can restore them; a puzzle from
//     a file of many carries `collection` (the collection's id)
//   loadMeta(id) / saveMeta(id, patch)  what the player learnt about a puzzle: {grade, verdict,
//     told (the several/no solutions notice was shown), bestMs}
//   saveCollection(cid, {title, ids}) / collections() -> [{id, title, ids}]
//   loadTutorial() -> "started" | "done" | "declined" | null / saveTutorial(state)   the tutorial's
//                                       offer is made once (library/tutorial-offer.js)
//   removePuzzle(id) -> removed   forget a puzzle the user added (and its progress and meta; a
//                                 daily puzzle's progress and meta stay: they are its day's solve and
//                                 the streak, and the same puzzle is made again from its date);
//   removeCollection(cid) -> removed   a collection and all its puzzles;
//   restore(removed)              put back what a remove took (the library's Undo)
// Keys: "nonogram:progress:<id>", "nonogram:history:<id>", "nonogram:puzzle:<id>", "nonogram:meta:<id>",
// "nonogram:collection:<cid>", "nonogram:tutorial".  Corrupt entries read as missing.

import { storage } from "./storage.js";

const read = (key) => storage.readJson(key);
const write = (key, value) => storage.writeJson(key, value);

/** FNV-1a over the clues: a short id that is the same whenever the clues are. */
export function puzzleId(puzzle) {
  const text = JSON.stringify([puzzle.rows, puzzle.cols]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return "u" + hash.toString(36) + text.length.toString(36);
}

export function loadProgress(id) {
  const progress = read(`progress:${id}`);
  if (!progress || !Array.isArray(progress.cells)) return null;
  return progress;
}

export function saveProgress(id, progress) {
  return write(`progress:${id}`, { ...progress, updated: Date.now() });
}

/** Forget a puzzle's progress and the undo history that led to it. */
export function clearProgress(id) {
  storage.remove(`progress:${id}`);
  storage.remove(`history:${id}`);
}

export function loadHistory(id) {
  const history = read(`history:${id}`);
  return history && typeof history === "object" ? history : null;
}

export function saveHistory(id, history) {
  return write(`history:${id}`, history);
}

export function savePuzzle(id, puzzle) {
  return write(`puzzle:${id}`, puzzle);
}

export function loadPuzzle(id) {
  const puzzle = read(`puzzle:${id}`);
  return puzzle && Array.isArray(puzzle.rows) && Array.isArray(puzzle.cols) ? puzzle : null;
}

/** The ids with saved progress (the library's search looks among them for solved pictures). */
export const progressIds = () => storage.ids("progress");

export function savedPuzzles() {
  return storage.ids("puzzle").map((id) => ({ id, puzzle: loadPuzzle(id) })).filter(({ puzzle }) => puzzle);
}

export function loadMeta(id) {
  const meta = read(`meta:${id}`);
  return meta && typeof meta === "object" ? meta : {};
}

export function saveMeta(id, patch) {
  return write(`meta:${id}`, { ...loadMeta(id), ...patch });
}

export const loadTutorial = () => storage.readText("tutorial");
export const saveTutorial = (state) => storage.writeText("tutorial", state);

export function saveCollection(cid, { title, ids }) {
  return write(`collection:${cid}`, { title, ids });
}

export function collections() {
  return storage.ids("collection").map((id) => ({ id, ...read(`collection:${id}`) }))
    .filter((c) => Array.isArray(c.ids) && typeof c.title === "string");
}

export function loadCollection(cid) {
  const found = read(`collection:${cid}`);
  return found && Array.isArray(found.ids) ? { id: cid, ...found } : null;
}

/** A daily puzzle's ("daily-YYYY-MM-DD", daily.js) progress is the record its streak is counted from. */
const keepsProgress = (id) => id.startsWith("daily-");

/** Remove the stored entries of puzzle `id`; returns them ({key: text}) for restore(). */
export function removePuzzle(id) {
  const kinds = keepsProgress(id) ? ["puzzle"] : ["puzzle", "progress", "history", "meta"];
  return storage.take(kinds.map((kind) => `${kind}:${id}`));
}

export function removeCollection(cid) {
  const found = loadCollection(cid);
  const removed = {};
  for (const id of found?.ids || []) {
    if (loadPuzzle(id)?.collection === cid) Object.assign(removed, removePuzzle(id)); // never a bundled one
  }
  return Object.assign(removed, storage.take([`collection:${cid}`]));
}

export function restore(removed) {
  return storage.putBack(removed);
}
