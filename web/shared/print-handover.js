// shared/print-handover.js — what is handed to the print page: one puzzle's share code (the player's
// and the editor's Print), or the editor's collection.  For one puzzle the tab is opened at the
// click (which allows one) and sent to "print.html#<code>" once the worker has made the code.
// For a collection, the editor keeps the
// ticked drafts (as puzzles, their pictures as solutions) under a name, and opens
// "print.html#collection" in a new tab of that name; the print page, seeing its tab's name, prints
// them instead of the site's library.  A tab keeps its name when reloaded, so a reload prints the
// same collection; the last KEPT hand-overs are kept, older ones dropped.
//
// Interface
//   openPrintPage(code, { noTab }) -> Promise   code(): a promise of the share code (a rejection is
//                                   thrown again, the blank tab closed); noTab(url): where to go when
//                                   the browser refused a new tab
//   handOverCollection({title, puzzles}) -> tab name | null   (null: this browser cannot store it)
//   handedCollection(tabName) -> {title, puzzles} | null       (null: the tab is not the editor's)
//   isHandOverTab(tabName) -> bool                              a tab the editor opened (even if its
//                                                               collection has since been dropped)

import { storage } from "./storage.js";

const PREFIX = "nonogram-print-";
const KIND = "print";
const KEPT = 5;

export async function openPrintPage(code, { noTab }) {
  const tab = window.open("", "_blank"); // now, while the click still allows one
  try {
    const url = new URL(`print.html#${await code()}`, location.href).href;
    if (tab) tab.location.href = url;
    else noTab(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export const isHandOverTab = (tabName) => typeof tabName === "string" && tabName.startsWith(PREFIX);

export function handOverCollection({ title, puzzles }) {
  const tab = `${PREFIX}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  if (!storage.writeJson(`${KIND}:${tab}`, { title, puzzles, at: Date.now() })) return null;
  const kept = storage.ids(KIND).map((id) => ({ id, at: storage.readJson(`${KIND}:${id}`)?.at || 0 }))
    .sort((a, b) => b.at - a.at);
  for (const { id } of kept.slice(KEPT)) storage.remove(`${KIND}:${id}`);
  return tab;
}

export function handedCollection(tabName) {
  if (!isHandOverTab(tabName)) return null;
  const kept = storage.readJson(`${KIND}:${tabName}`);
  return kept && Array.isArray(kept.puzzles) ? { title: String(kept.title || ""), puzzles: kept.puzzles } : null;
}
