// app/open-error.js — what the player says when a file it was given does not open as a puzzle: plain
// words first (what it expected; for an image, the way to the editor's image import), then the
// reader's own detail (file:line:column) in smaller print, and which puzzle the board still shows.
//
// Interface
//   isImage(file) -> Promise<bool>       a PNG, JPEG or GIF (by its first bytes, else its type/name)
//   imageMessage(file, handed, still) -> Node   "x.png is an image, not a puzzle file" + the link
//   unreadableMessage(name, detail, still) -> Node   "x could not be opened as a puzzle" + detail
//   still: "" or the title of the puzzle the board still shows (so it is not taken for the new file)

import { el } from "../shared/dom.js";
import { IMPORT_HASH } from "../shared/image-handover.js";

/** The puzzle files the player reads (nonogram_core.formats), said briefly. */
export const EXPECTED = "Puzzle files the player opens: .non, .xml, .pbn, .json, .nin, .cwd, .mk, .g, .txt, " +
  ".pbm, .nonpack, .csv.";

const MAGIC = [[0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38]]; // PNG, JPEG, GIF8

export async function isImage(file) {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (MAGIC.some((magic) => magic.every((byte, i) => head[i] === byte))) return true;
  return /^image\/(png|jpeg|gif)$/.test(file.type) || /\.(png|jpe?g|gif)$/i.test(file.name);
}

const stillNote = (still) => (still ? ` The board still shows “${still}”, unchanged.` : "");

export function imageMessage(file, handed, still) {
  const out = document.createDocumentFragment();
  out.append(`${file.name} is an image, not a puzzle file. `);
  if (handed) {
    out.append(el("a", { text: "Open it in the Editor’s image import", href: `editor.html#${IMPORT_HASH}`, class: "status-link" }),
      " to make a puzzle from it.");
  } else {
    out.append("Open it in the Editor (“Start from: An image”) to make a puzzle from it.");
  }
  out.append(el("small", { text: ` ${EXPECTED}${stillNote(still)}`, class: "status-detail" }));
  return out;
}

export function unreadableMessage(name, detail, still) {
  const out = document.createDocumentFragment();
  out.append(`${name} could not be opened as a puzzle.${stillNote(still)} `);
  out.append(el("small", { text: `${EXPECTED} The reader said: ${detail}`, class: "status-detail" }));
  return out;
}
