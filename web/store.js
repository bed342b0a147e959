// store.js — saved progress and user-opened puzzles, in localStorage.
//
// Interface
//   puzzleId(puzzle) -> "u…"            stable id from the clues (same clues, same progress)
//   loadProgress(id) -> {cells, elapsedMs, solved, updated} | null
//   saveProgress(id, progress) -> bool  false when storage is full or blocked (the caller says so)
//   clearProgress(id)
//   savePuzzle(id, puzzle) / loadPuzzle(id) / savedPuzzles() -> [{id, puzzle}]
//     puzzles opened from files or share links, kept so a reload can restore them
// Keys: "nonogram:progress:<id>", "nonogram:puzzle:<id>".  Corrupt entries read as missing.

const PREFIX = "nonogram:";

function read(key) {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

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

export function clearProgress(id) {
  try {
    localStorage.removeItem(PREFIX + `progress:${id}`);
  } catch {
    /* storage blocked: nothing to clear */
  }
}

export function savePuzzle(id, puzzle) {
  return write(`puzzle:${id}`, puzzle);
}

export function loadPuzzle(id) {
  const puzzle = read(`puzzle:${id}`);
  return puzzle && Array.isArray(puzzle.rows) && Array.isArray(puzzle.cols) ? puzzle : null;
}

export function savedPuzzles() {
  const found = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX + "puzzle:")) {
        const id = key.slice((PREFIX + "puzzle:").length);
        const puzzle = loadPuzzle(id);
        if (puzzle) found.push({ id, puzzle });
      }
    }
  } catch {
    /* storage blocked */
  }
  return found;
}
