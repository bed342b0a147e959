// packs/open.js — a picture of the packs opened from its link (#pictures/<pack>/<n>), and the packs
// fetched before a service worker controlled the page kept for offline use once one does.
//
// Interface
//   openPicture(packId, n) -> Promise<{id, puzzle} | {error}>   the player's puzzle (packs.js
//       forPlayer: the cover as its title, the secret in puzzle.picture) and its progress id
//   recacheWhenControlled()  the pictures fetched before a service worker controlled the page are
//       fetched again once one does, so that it keeps them for offline use

import { fetched, findPack, forPlayer, loadIndex, loadPack, noteClues, pictureId } from "./packs.js";

export async function openPicture(packId, n) {
  const loading = loadPack(packId); // first: on a fresh page it fetches the pack beside packs.json
  const data = await loadIndex();
  if (!data) return { error: "The pictures could not be loaded (they need a connection the first time)." };
  const pack = findPack(data, packId);
  if (!pack) return { error: `There is no picture pack “${packId}”.` };
  if (!(Number.isInteger(n) && n >= 1 && n <= pack.puzzles.length)) {
    return { error: `The pack “${pack.name}” has no picture #${n} (it has ${pack.puzzles.length}).` };
  }
  const puzzles = await loading;
  const puzzle = puzzles?.[n - 1];
  if (!puzzle || !Array.isArray(puzzle.rows) || !Array.isArray(puzzle.cols)) {
    return { error: `The pack “${pack.name}” could not be loaded.` };
  }
  const id = pictureId(packId, n);
  noteClues(id, puzzle, { opening: true });
  return { id, puzzle: forPlayer(pack, n, puzzle) };
}

export function recacheWhenControlled() {
  if (!("serviceWorker" in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    for (const url of fetched) fetch(url).catch(() => {});
  }, { once: true });
}
