// editor/open.js — opening a puzzle in the editor: a file (one puzzle opens at once; a collection —
// .nonpack, an XML puzzle set, a tournament file — lists its puzzles to choose from, or to keep
// them all as drafts) or a share link.  A puzzle known only by its clues is solved for its picture;
// when that fails (its clues have no solution, or no answer in time) the design stays as it was
// and the notice says what was wrong with the file, once: the status line keeps describing the
// board, which did not change.
//
// Interface (editor/main.js makes it)
//   const opener = new Opener({ client, design, addDrafts })   design: the editor's port (setPicture(),
//                                       notice()); addDrafts(list) -> count kept
//                                       (editor/drafts.js addMany)
//   opener.openFile(file)               a File from the input (or a drop)
//   opener.openCode(text)               a share link or code
//   opener.openPuzzle(puzzle, name) -> bool   a puzzle in the worker's wire form

import { DEFAULT_PALETTE } from "./colours.js";
import { MAX_SIDE, inkChars, recode } from "./picture.js";
import { acceptPuzzleFiles } from "./file-types.js";
import { button, el } from "../shared/dom.js";
import { MAX_PUZZLE_BYTES } from "../shared/limits.js";

const $ = (id) => document.getElementById(id);

/** Rows of equal, non-zero length within the editor's size limit. */
export function isPicture(rows) {
  return Array.isArray(rows) && rows.length > 0 && rows.length <= MAX_SIDE &&
    typeof rows[0] === "string" && rows[0].length > 0 && rows[0].length <= MAX_SIDE &&
    rows.every((r) => typeof r === "string" && r.length === rows[0].length);
}

/** A worker error in words: a reader's "file:line:col: message" becomes "line 5: message". */
export function readerMessage(error) {
  const { file, line, column } = error.data || {};
  const prefix = [file, line, column].filter((part) => part !== null && part !== undefined).join(":");
  const bare = prefix && error.message.startsWith(`${prefix}: `) ? error.message.slice(prefix.length + 2) : error.message;
  return line ? `line ${line}${column ? `, column ${column}` : ""}: ${bare}` : bare;
}

const isColourWire = (puzzle) => puzzle.colours?.length > 2 ||
  (puzzle.colours?.length === 2 && puzzle.colours[1].rgb !== "000000");

export class Opener {
  constructor({ client, design, addDrafts }) {
    Object.assign(this, { client, design, addDrafts });
    this.chosen = null; // {puzzles, name}: the collection whose list is shown
    acceptPuzzleFiles($("open-file"));
    $("keep-all").addEventListener("click", () => this.keepAll());
    $("close-chooser").addEventListener("click", () => this.closeChooser());
  }

  async openFile(file) {
    const design = this.design;
    if (file.size > MAX_PUZZLE_BYTES) return design.notice(`${file.name} is too large to be a puzzle.`, "error");
    let puzzles;
    try {
      ({ puzzles } = await this.load({ text: await file.text(), filename: file.name }));
    } catch (error) {
      if (error.type !== "Cancelled") design.notice(`${file.name} could not be opened: ${readerMessage(error)}`, "error");
      return;
    }
    if (puzzles.length === 1) {
      this.closeChooser();
      await this.openPuzzle(puzzles[0], file.name);
    } else {
      this.showChooser(puzzles, file.name);
    }
  }

  /** Read a file or code in the worker.  A live check of the design restarts the worker when the
   *  design changes, which cancels whatever it was doing: a reading cancelled that way is sent
   *  again (it is quick and gives the same answer), so an Open is never silently lost. */
  async load(payload) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.client.request("load", payload);
      } catch (error) {
        if (error.type !== "Cancelled" || attempt >= 3) throw error;
      }
    }
  }

  async openCode(text) {
    let code = text.trim();
    if (code.includes("#")) code = code.slice(code.indexOf("#") + 1);
    code = code.replace(/^playtest\//, "");
    if (!code) return;
    try {
      const { puzzles } = await this.load({ code });
      await this.openPuzzle(puzzles[0], "The link");
    } catch (error) {
      if (error.type !== "Cancelled") this.design.notice(`This link does not hold a puzzle: ${error.message}`, "error");
    }
  }

  /** The picture of a wire puzzle and its palette: its goal, else the solver's; {problem} when neither. */
  async pictureOf(puzzle) {
    if (puzzle.rows.length > MAX_SIDE || puzzle.cols.length > MAX_SIDE) {
      return { problem: `it is ${puzzle.cols.length}×${puzzle.rows.length}; the editor goes up to ${MAX_SIDE}×${MAX_SIDE}` };
    }
    const colour = isColourWire(puzzle);
    const palette = colour ? puzzle.colours.map(({ name, rgb }) => ({ name, rgb })) : DEFAULT_PALETTE;
    const wireChars = colour ? puzzle.colours.map((c) => c.char) : [".", "#"];
    let picture = isPicture(puzzle.goal) && puzzle.goal.length === puzzle.rows.length ? puzzle.goal : null;
    let solved = false;
    if (!picture) {
      const clues = colour ? { colours: puzzle.colours, row_colours: puzzle.row_colours, col_colours: puzzle.col_colours } : {};
      const result = await this.client.request("design_check", { rows: puzzle.rows, cols: puzzle.cols, ...clues, timeout: 20 });
      if (!result.picture) {
        return { problem: result.verdict === "contradiction" ? "its clues have no solution (they contradict each other)"
          : "no picture was found in time" };
      }
      picture = result.picture;
      solved = true;
    }
    return { picture: recode(picture, wireChars, inkChars(palette.length)), palette, solved };
  }

  /** Open a puzzle from the worker's wire form; false (the design kept, the notice saying why) when it cannot. */
  async openPuzzle(puzzle, name) {
    const design = this.design;
    const label = puzzle.title || name;
    if (!isPicture(puzzle.goal)) design.notice(`${label}: only the clues are known; solving for the picture…`);
    let found;
    try {
      found = await this.pictureOf(puzzle);
    } catch (error) {
      if (error.type !== "Cancelled") design.notice(`${label} could not be opened: ${error.message}`, "error");
      return false;
    }
    if (found.problem) {
      // about the file, said once; the status line goes on describing the board, which is unchanged
      design.notice(`${label} was not opened: ${found.problem}. The design was left as it was.`, "error");
      return false;
    }
    // the file's own title, author and licence (none: empty), never the previous design's; one undo step
    const metadata = { title: puzzle.title || "", author: puzzle.author || "", license: puzzle.license || "" };
    design.setPicture(found.picture, { palette: found.palette, metadata, draft: null });
    const blotted = [...puzzle.rows, ...puzzle.cols].some((clue) => clue.some((n) => n === null || n < 0));
    design.notice(`Opened ${label}.${blotted ? " Its blotted numbers are now the picture's own." : ""}`);
    return true;
  }

  // ----- a collection's puzzles ----------------------------------------------------------

  showChooser(puzzles, name) {
    this.chosen = { puzzles, name };
    $("collection-chooser-heading").textContent = `${name}: ${puzzles.length} puzzles`;
    $("collection-puzzles").replaceChildren(...puzzles.map((puzzle, i) => this.choice(puzzle, i)));
    $("collection-chooser").hidden = false;
    this.design.notice(`${name} holds ${puzzles.length} puzzles: choose one to open, or keep them all as drafts.`);
    $("collection-chooser").scrollIntoView({ block: "nearest" });
  }

  choice(puzzle, index) {
    const facts = ` ${puzzle.cols.length}×${puzzle.rows.length} · ${isColourWire(puzzle) ? "colour" : "black and white"}`;
    const choose = button(null, { data: { index: String(index) } }, [
      el("span", { class: "choice-title", text: puzzle.title || `Puzzle ${index + 1}` }),
      el("span", { class: "choice-facts", text: facts }),
    ]);
    choose.addEventListener("click", async () => {
      if (await this.openPuzzle(puzzle, `Puzzle ${index + 1} of ${this.chosen.name}`)) {
        for (const b of $("collection-puzzles").querySelectorAll("button")) b.removeAttribute("aria-current");
        choose.setAttribute("aria-current", "true");
      }
    });
    return el("li", {}, choose);
  }

  closeChooser() {
    this.chosen = null;
    $("collection-chooser").hidden = true;
    $("collection-puzzles").replaceChildren();
  }

  /** Every puzzle of the collection as a draft (solved for its picture when only clues are known). */
  async keepAll() {
    if (!this.chosen) return;
    const { puzzles, name } = this.chosen;
    const drafts = [];
    const skipped = [];
    for (const [i, puzzle] of puzzles.entries()) {
      this.design.notice(`Keeping ${name}'s puzzles as drafts… (${i + 1} of ${puzzles.length})`);
      const found = await this.pictureOf(puzzle).catch((error) => ({ problem: error.message }));
      const title = puzzle.title || `Puzzle ${i + 1}`;
      if (found.problem) skipped.push(`${title} (${found.problem})`);
      else drafts.push({ name: title, picture: found.picture, palette: found.palette, title: puzzle.title || "",
        author: puzzle.author || "", license: puzzle.license || "" });
    }
    const kept = this.addDrafts(drafts);
    const full = kept < drafts.length ? ` ${drafts.length - kept} did not fit: delete some drafts first.` : "";
    const left = (skipped.length ? ` Not kept: ${skipped.join("; ")}.` : "") + full;
    this.design.notice(`Kept ${kept} of ${puzzles.length} puzzles of ${name} as drafts.${left}`, skipped.length || kept < drafts.length ? "error" : "info");
  }
}
