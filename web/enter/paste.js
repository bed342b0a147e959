// enter/paste.js — "Paste a puzzle": the text of any file the command line reads, a Simon Tatham
// Pattern game ID ("5x5:1/1/5/1/1/1/1/5/1/1") or a share link, read by the worker's "paste" kind;
// the puzzle it holds goes to the clue areas (a text of many puzzles: a choice of which).  Text the
// worker cannot read stays in the box, with the worker's one-line reason under it.
//
// Interface
//   const paste = new PasteBox({ client, onPuzzle(puzzle, note) })
//   paste.element
//   paste.take(text, name)   a file's text put in the box and read (its name helps tell the format)
// Reading starts at once on a paste (or a drop), and after a pause in typing.

import { el } from "../shared/dom.js";
import { displayText } from "../shared/safe-text.js";
import { MAX_PUZZLE_BYTES } from "../shared/limits.js";

const TYPING_PAUSE_MS = 700;
const FORMAT_NAMES = {
  pattern: "a Pattern game ID", share: "a share link", clues: "clue text", non: "a .non file", nonpack: "a .nonpack file",
  json: "a JSON puzzle", xml: "a webpbn XML file", g: "an Olšák .g file", mk: "an Olšák .mk file", nin: "a .nin file",
  cwd: "a .cwd file", rosetta: "a Rosetta Code problem", tournament: "a tournament file", text: "a picture in text",
};

export class PasteBox {
  constructor({ client, onPuzzle }) {
    Object.assign(this, { client, onPuzzle });
    this.box = el("textarea", {
      id: "enter-paste", class: "paste-text", rows: 2, spellcheck: false, autocomplete: "off", autocapitalize: "off",
      "aria-describedby": "enter-paste-hint enter-paste-note",
      placeholder: "5x5:1/1/5/1/1/1/1/5/1/1 — or a puzzle file's text, or a share link",
    });
    this.note = el("p", { id: "enter-paste-note", class: "paste-note", "aria-live": "polite" });
    this.choice = el("select", { id: "enter-paste-choice", "aria-label": "Which puzzle of the pasted text", hidden: true });
    this.element = el("div", { class: "enter-paste" }, [
      el("div", { class: "clue-head" }, [
        el("label", { htmlFor: "enter-paste", text: "Paste a puzzle" }),
        el("span", { id: "enter-paste-hint", class: "clue-hint",
          text: "any puzzle file's text, a Pattern game ID or a share link: its clues fill in below" }),
      ]),
      this.box, el("div", { class: "paste-result" }, [this.note, this.choice]),
    ]);
    this.timer = null;
    this.reading = 0; // the latest read's number: older replies are dropped
    this.puzzles = [];
    this.box.addEventListener("paste", () => this.soon(0));
    this.box.addEventListener("drop", (e) => this.dropped(e));
    this.box.addEventListener("input", (e) => {
      if (e.inputType !== "insertFromPaste" && e.inputType !== "insertFromDrop") this.soon(TYPING_PAUSE_MS);
    });
    this.choice.addEventListener("change", () => this.choose(Number(this.choice.value)));
  }

  /** A drop here is pasted (the page's own drop handler would open a file in the player). */
  dropped(e) {
    e.stopPropagation();
    const [file] = e.dataTransfer?.files || [];
    if (!file) return this.soon(0); // dropped text: the browser inserts it
    e.preventDefault();
    if (file.size > MAX_PUZZLE_BYTES) return this.say(`${file.name} is too large to be a puzzle.`, "error");
    file.text().then((text) => this.take(text, file.name), () => this.say(`${file.name} could not be read.`, "error"));
  }

  soon(ms) {
    this.say("", "pending"); // what was said of the text before no longer holds
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.read(), ms);
  }

  say(text, kind = "info") {
    this.note.textContent = text;
    this.note.dataset.kind = kind;
  }

  async read(filename = null) {
    const text = this.box.value;
    const reading = ++this.reading;
    this.choice.hidden = true;
    if (!text.trim()) return this.say("");
    if (text.length > MAX_PUZZLE_BYTES) return this.say(`This text is too long to be a puzzle (${text.length.toLocaleString("en")} characters).`, "error");
    this.say("Reading…");
    let reply;
    try {
      reply = await this.client.request("paste", filename ? { text, filename } : { text });
    } catch (error) {
      if (reading !== this.reading || error.type === "Cancelled") return;
      return this.say(`Not a puzzle this app reads: ${error.message}`, "error");
    }
    if (reading !== this.reading) return;
    this.puzzles = reply.puzzles;
    this.format = FORMAT_NAMES[reply.format] || (reply.format ? `a ${reply.format} file` : "a puzzle file");
    this.box.value = ""; // its clues are in the areas now (Undo brings back what they held)
    this.choice.replaceChildren(...this.puzzles.map((p, i) => el("option", {
      value: String(i), text: `${i + 1}. ${displayText(p.title) || "Untitled"} (${p.cols.length}×${p.rows.length})`,
    })));
    this.choice.hidden = this.puzzles.length < 2;
    this.choose(0);
  }

  take(text, name) {
    clearTimeout(this.timer);
    this.box.value = text;
    this.read(name);
  }

  choose(index) {
    const puzzle = this.puzzles[index];
    if (!puzzle) return;
    const size = `${puzzle.cols.length}×${puzzle.rows.length}`;
    const many = this.puzzles.length > 1 ? ` It holds ${this.puzzles.length} puzzles: choose another here.` : "";
    this.say(`Read ${this.format} (${size}${puzzle.title ? `, “${displayText(puzzle.title)}”` : ""}): its clues are below.${many}`, "win");
    this.onPuzzle(puzzle);
  }
}
