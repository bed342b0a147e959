// shared/print-handover.js — the editor's collection handed to the print page.  The editor keeps the
// ticked drafts (as puzzles, their pictures as solutions) under a name, and opens
// "print.html#collection" in a new tab of that name; the print page, seeing its tab's name, prints
// them instead of the site's library.  A tab keeps its name when reloaded, so a reload prints the
// same collection; the last KEPT hand-overs are kept, older ones dropped.
//
// Interface
//   handOverCollection({title, puzzles}) -> tab name | null   (null: this browser cannot store it)
//   handedCollection(tabName) -> {title, puzzles} | null       (null: the tab is not the editor's)
//   isHandOverTab(tabName) -> bool                              a tab the editor opened (even if its
//                                                               collection has since been dropped)

import { storage } from "./storage.js";

const PREFIX = "nonogram-print-";
const KIND = "print";
const KEPT = 5;

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
