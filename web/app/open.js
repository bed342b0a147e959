// app/open.js — how puzzles arrive in the player: a file (the "Open puzzle" button or a drop on the
// page), a share link ("#<code>"), the editor's play-test ("#playtest/<code>"), a library id
// ("#play/<id>").  A puzzle read by the worker ("load") is stored and opened by its id; a bundled
// puzzle (same clues and title) keeps its library id, and progress a link or file carries is
// handled by player/share.js's adoptProgress, then said once the puzzle is open.
//
// Interface
//   const opener = new Opener({ client, status, views, player, library, bundled, reroute, mend })
//     bundled(): the puzzles of library.json; reroute(): take the current route again (the same
//     puzzle opened twice: no hashchange); mend(text, name): a file whose clues read but cannot be
//     played, to Enter a puzzle (offered as "Mend its clues")
//   opener.play(id)          "#play/<id>": a bundled or stored puzzle (a day's puzzle made again)
//   opener.openFile(file)    a File: an image goes to the editor's image import, else the worker reads it
//   opener.openCode(code)    a share code
//   opener.playtest(code)    a play-test code: the player, saving nothing
//   opener.listen()          the file input and drops on the page

import { dailyAgain } from "../library/daily.js";
import { adoptProgress } from "../player/share.js";
import { handOver } from "../shared/image-handover.js";
import { displayText } from "../shared/safe-text.js";
import { puzzleId, saveCollection, savePuzzle } from "../shared/store.js";
import { imageMessage, isImage, unreadableMessage } from "./open-error.js";
import { MAX_PUZZLE_BYTES } from "../shared/limits.js";

export class Opener {
  constructor({ client, status, views, player, library, bundled, reroute, mend = null }) {
    Object.assign(this, { client, status, views, player, library, bundled, reroute, mend });
    this.arriving = null; // {id, message, offer?, apply?}: what to say once puzzle `id` opens
  }

  play(id) {
    const puzzle = this.library.find(id);
    if (!puzzle && dailyAgain(id)) return; // a day's puzzle is made again from its date
    if (!puzzle) {
      this.views.carry("That puzzle is not in this browser's library any more.", "error");
      location.hash = "#library";
      return;
    }
    this.views.showPuzzle(id, puzzle);
    const notice = this.arriving?.id === id ? this.arriving : null;
    this.arriving = null;
    if (notice) this.tellArrival(notice);
  }

  tellArrival({ message, offer, apply }) {
    if (apply) this.player.replaceGrid(apply);
    const useOffer = () => {
      this.player.replaceGrid(offer);
      this.status(this.player.solved ? "The other progress solves the puzzle." :
        "The other progress is on the board; Undo brings yours back.", "info");
    };
    this.status(message, "info", offer ? { label: "Use that progress instead", run: useOffer } : null);
  }

  /** The bundled puzzle with the same clues and title, else the id the clues give. */
  idFor(puzzle) {
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const bundled = this.bundled().find((p) => p.title === puzzle.title && same(p.rows, puzzle.rows) && same(p.cols, puzzle.cols));
    return bundled ? bundled.id : puzzleId(puzzle);
  }

  /**
   * Puzzles from the worker's "load" → stored, then the first one opened.  The first one's saved
   * grid (a share link's progress, a file's saved progress) goes through adoptProgress, so it never
   * silently replaces different progress; the others keep theirs for when they are first opened.
   */
  openLoaded(puzzles, source, { progressFrom = source } = {}) {
    if (!puzzles.length) {
      this.status(`${source}: no puzzle in it.`, "error");
      return;
    }
    const group = puzzles.length > 1 ? collectionFor(source, puzzles) : null;
    let first = null;
    let unstored = 0;
    for (const puzzle of puzzles) {
      const id = this.idFor(puzzle);
      const { saved, ...clues } = puzzle;
      const bundled = this.bundled().some((p) => p.id === id);
      const record = { ...(first === null ? clues : puzzle), ...(group && { collection: group.id }) };
      const stored = bundled || savePuzzle(id, record);
      if (!stored) unstored += 1;
      group?.ids.push(id);
      if (first !== null) continue;
      first = id;
      this.player.close(); // saves the open game now, so reopening cannot write it over adopted progress
      this.arriving = saved ? adoptProgress(id, saved, progressFrom) : null;
      if (this.arriving) this.arriving.id = id;
    }
    if (group) saveCollection(group.id, group);
    const notes = [
      group && `${source} holds ${puzzles.length} puzzles: they are in the library as the collection “${group.title}”.`,
      unstored && "This browser cannot store the puzzle; progress will not be kept.",
      this.arriving?.message,
    ].filter(Boolean);
    if (notes.length) this.arriving = { ...this.arriving, id: first, message: notes.join(" ") };
    const target = `#play/${encodeURIComponent(first)}`;
    if (location.hash === target) this.reroute(); // the same puzzle again: hashchange would not fire
    else location.hash = target;
  }

  async openFile(file) {
    if (await isImage(file)) { // a picture, not a puzzle: the way to the editor's image import
      this.status(imageMessage(file, await handOver(file), this.stillShown()), "error");
      return;
    }
    if (file.size > MAX_PUZZLE_BYTES) {
      this.status(`${file.name} is too large to be a puzzle (${Math.round(file.size / 1e6)} MB).`, "error");
      return;
    }
    this.status(`Opening ${file.name}…`, "info");
    let text = null;
    try {
      text = await file.text();
      const { puzzles } = await this.client.request("load", { text, filename: file.name });
      this.openLoaded(puzzles, file.name, { progressFrom: "the file" });
    } catch (error) {
      if (error.type === "Cancelled") return;
      // clues that read but cannot be played (a clue too long for its line): shown and mended in Enter a puzzle
      const mendable = text !== null && this.mend && await this.client.request("paste", { text, filename: file.name })
        .then(() => true, () => false);
      const action = mendable ? { label: "Mend its clues", run: () => this.mend(text, file.name) } : null;
      this.status(unreadableMessage(file.name, error.message, this.stillShown()), "error", action);
    }
  }

  /** After a file fails to open: the title of the puzzle the board still shows ("" in the library), so it is not taken for the new one. */
  stillShown() {
    if (!this.player.puzzle || this.views.shown !== "player") return "";
    return displayText(this.player.puzzle.title) || "the previous puzzle";
  }

  async openCode(code) {
    this.status("Opening the shared puzzle…", "info");
    try {
      const { puzzles } = await this.client.request("load", { code });
      this.openLoaded(puzzles, "The link", { progressFrom: "the link" });
    } catch (error) {
      this.views.carry(`This link does not hold a puzzle: ${error.message}`, "error");
      history.replaceState(null, "", "#library");
      this.views.showLibrary();
    }
  }

  /** "#playtest/<code>" (the editor's Play-test button): the player on a design, saving nothing. */
  async playtest(code) {
    try {
      const { puzzles } = await this.client.request("load", { code });
      this.views.showPlaytest(puzzles[0]);
      this.status("Play-test: progress is not saved.", "info");
    } catch (error) {
      this.status(`This play-test link does not hold a puzzle: ${error.message}`, "error");
    }
  }

  listen() {
    document.getElementById("open-file").addEventListener("change", (e) => {
      const [file] = e.target.files;
      if (file) this.openFile(file);
      e.target.value = "";
    });
    document.addEventListener("dragover", (e) => {
      e.preventDefault();
      document.body.classList.add("dragging");
    });
    document.addEventListener("dragleave", () => document.body.classList.remove("dragging"));
    document.addEventListener("drop", (e) => {
      e.preventDefault();
      document.body.classList.remove("dragging");
      const [file] = e.dataTransfer.files;
      if (file) this.openFile(file);
    });
  }
}

/** A new collection for a file of many puzzles: its title is the file's name without extension. */
function collectionFor(source, puzzles) {
  const title = source.replace(/\.[a-z0-9]+$/i, "") || "Collection";
  return { id: puzzleId({ rows: puzzles.map((p) => p.rows.length), cols: [title, puzzles.length] }), title, ids: [] };
}
