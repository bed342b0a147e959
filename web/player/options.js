// player/options.js — the player's saved options (issue 24): "cross out the rest of a line once its
// clue is complete" (auto-cross), off by default, kept for every puzzle (shared/storage.js).
//
// Interface
//   const options = new PlayerOptions(root)   root: #player-view (the checkbox #auto-cross is in Help)
//   options.autoCross                          true when the option is on
//   restOfLine(view, kind, index) -> changes   crosses for the unknown cells of a row ("row") or
//                                              column ("col"): [{r, c, from: "unknown", to: "crossed"}]
//   withCrossedLines(view, changes) -> changes the changes plus the crosses of every line they touch
//                                              whose clue the marks now make exactly (the cells of the
//                                              changes are already on the board)

import { storage } from "../shared/storage.js";

const KEY = "option:auto-cross"; // "nonogram:option:auto-cross": "on" or "off", as text

export class PlayerOptions {
  constructor(root) {
    this.box = root.querySelector("#auto-cross");
    this.autoCross = storage.readText(KEY) === "on"; // blocked storage: the option starts off
    this.box.checked = this.autoCross;
    this.box.addEventListener("change", () => {
      this.autoCross = this.box.checked;
      storage.writeText(KEY, this.autoCross ? "on" : "off"); // refused: it holds for this visit only
    });
  }
}

export function restOfLine(view, kind, index) {
  const n = kind === "row" ? view.width : view.height;
  const changes = [];
  for (let k = 0; k < n; k++) {
    const [r, c] = kind === "row" ? [index, k] : [k, index];
    if (view.states[r][c] === "unknown") changes.push({ r, c, from: "unknown", to: "crossed" });
  }
  return changes;
}

export function withCrossedLines(view, changes) {
  const { rows, cols } = view.lineStates();
  const lines = [
    ...[...new Set(changes.map((ch) => ch.r))].filter((r) => rows[r] === "done").map((r) => ["row", r]),
    ...[...new Set(changes.map((ch) => ch.c))].filter((c) => cols[c] === "done").map((c) => ["col", c]),
  ];
  const extra = new Map();
  for (const [kind, index] of lines) {
    for (const ch of restOfLine(view, kind, index)) extra.set(`${ch.r},${ch.c}`, ch);
  }
  if (!extra.size) return changes;
  view.apply([...extra.values()], true);
  return [...changes, ...extra.values()];
}
