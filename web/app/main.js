// app.js — the player page: routing between the library and a puzzle, opening files and share
// links, the solver's loading status, and the service worker (offline).
//
// Routes (location.hash): "" or "#library" → library; "#collection/<cid>" → one collection's
// puzzles (library.js); "#pictures/<pack>" → a picture pack's page and "#pictures/<pack>/<n>" → its
// n-th picture, title secret until solved (pictures-library.js, pictures-play.js); "#about" → About
// and credits (about.js); "#play/<id>" → a bundled puzzle (library.json)
// or one saved from a file / link; "#playtest/<code>" → the editor's play-test (nothing saved);
// any other "#<code>" → a share code (decoded by the worker, then saved and replaced by
// "#play/<id>"; a bundled puzzle, same clues and title, keeps its library id, and progress the
// link carries is handled by share.js's adoptProgress).  All URLs are relative, so the site works
// under any sub-path.  Messages belong to the view that made them: the status line moves into the
// view being shown and starts empty there.

import { clearAbout, showAbout } from "./about.js";
import { dailyAgain, dailyRoute, mountDaily } from "../library/daily.js";
import { mountNewPuzzle } from "../library/new-puzzle.js";
import { registerServiceWorker } from "../offline/register.js";
import { Player } from "../player/player.js";
import { solver as client } from "../solver/start.js";
import { Library } from "../library/library.js";
import { PictureShelf } from "../library/picture-shelf.js";
import { openPicture, recacheWhenControlled, SecretTitle } from "../player/secret-title.js";
import { handOver } from "../shared/image-handover.js";
import { imageMessage, isImage, unreadableMessage } from "./open-error.js";
import { adoptProgress, SharePanel } from "../player/share.js";
import { displayText } from "../shared/safe-text.js";
import { puzzleId, saveCollection, savePuzzle } from "../shared/store.js";

const $ = (id) => document.getElementById(id);
const statusBox = $("status");
const statusAction = $("status-action");
const statusBar = $("status-bar");
// the toast a library message becomes when its line is out of sight (placeStatus) closes with this
$("status-close").addEventListener("click", () => status(""));

/** Show a message (text, or a node: open-error.js's with a link); `action` ({label, run}) adds a button beside it until the next message. */
function status(message, kind = "info", action = null) {
  statusBox.replaceChildren(message);
  statusBox.dataset.kind = kind;
  statusAction.hidden = !action;
  statusAction.textContent = action?.label || "";
  statusAction.onclick = action && (() => {
    statusAction.hidden = true;
    action.run();
  });
  placeStatus();
}

/** A library message stays in its line under the heading while that line is on screen; scrolled
 * out of sight (a puzzle removed far down the list), it floats as a toast at the foot of the window
 * (style.css .toast), so the player sees it and its Undo where they are. */
function placeStatus() {
  const message = shownView === "library" && statusBox.textContent !== "";
  if (!message) {  // most scroll events (a big puzzle panned in the player): no layout read
    statusBar.classList.remove("toast");
    return;
  }
  const top = statusBar.parentElement.getBoundingClientRect().top;
  statusBar.classList.toggle("toast", top < 0 || top + 48 > innerHeight);
}
addEventListener("scroll", placeStatus, { passive: true });
addEventListener("resize", placeStatus);

const engine = $("engine");
// The engine line: "Solver ready" only once the worker said so (a request sent while it loads is
// "busy" too, but the solver is still loading), and one message at a time.  The solver started
// before this module arrived (solver-start.js); once it is ready, the service worker precaches the
// app's own files and the rest is kept for offline use (offline.js).
const solverLine = { up: false, state: "loading", message: "Loading the solver…" };
function showEngine() {
  const { up, state, message } = solverLine;
  const shown = state === "busy" ? (up ? "busy" : "loading") : state;
  engine.dataset.state = shown;
  document.documentElement.dataset.solver = shown === "busy" ? "ready" : shown;
  if (shown === "loading") engine.innerHTML = '<span class="spinner" aria-hidden="true"></span> ';
  else engine.textContent = "";
  engine.append(shown === "ready" || shown === "busy" ? "Solver ready" : message);
}
client.watch(({ state, message }) => {
  if (state === "ready") solverLine.up = true;
  if (state === "loading" || state === "error") solverLine.up = false;
  if (state !== "busy" || solverLine.up) solverLine.message = message || solverLine.message;
  solverLine.state = state;
  showEngine();
  if (state === "error") status(message, "error");
});

registerServiceWorker({ onDownloading: showDownloading, after: client.ready });
const player = new Player({ root: $("player-view"), client, status });
const sharePanel = new SharePanel({ root: $("player-view"), client, player, status });
const shelf = new Library({ root: $("library-view"), status });
mountNewPuzzle({ client, status });
mountDaily();
const pictures = new PictureShelf($("pictures"));
$("library-list").before($("pictures"), $("puzzles-heading")); // after the daily and new-puzzle panels
const secret = new SecretTitle(player);
recacheWhenControlled();
let library = [];
let withPictures = true; // false on a site built without the picture packs (leaveOutPictures)
let arriving = null; // {id, message, offer?, apply?}: what to say once puzzle `id` opens
let carried = null; // a message for the next view shown ({message, kind})
let shownView = null; // "library", "player" or "about"
player.onNext = async () => {
  const picture = player.puzzle?.picture;
  if (picture && /^(pictures|daily)[/-]/.test(player.id || "")) {
    // a picture: its pack's next (a mosaic's tile: back to its board); a daily: one of its size
    const daily = player.id.startsWith("daily-");
    location.hash = (await (daily ? pictures.nextSimilar : pictures.nextAfter).call(pictures, picture.pack, picture.n))
      || "#library";
    return;
  }
  const next = player.id && shelf.nextAfter(player.id);
  location.hash = next ? `#play/${encodeURIComponent(next)}` : "#library";
};

/** Show one view; the status line moves into it, empty (or with the message carried to it). */
function showView(name) {
  const same = shownView === name;
  shownView = name;
  $("library-view").hidden = name !== "library";
  $("player-view").hidden = name !== "player";
  $("about-view").hidden = name !== "about";
  document.body.classList.toggle("playing", name === "player");
  document.body.classList.toggle("reading-about", name === "about");
  // a secret title must not wait in a hidden view: the library's cards are made again when shown
  if (name !== "library") {
    $("library-list").replaceChildren();
    pictures.clear();
  }
  if (name !== "about") clearAbout($("about-view"));
  const slot = document.querySelector(`.status-slot[data-view="${name}"]`);
  if (slot) slot.append(statusBar);
  setNav(name === "player" ? "play" : name);
  // the library shown again (the start-up route after an early hash change) keeps its message;
  // a puzzle opened from another puzzle starts with an empty line, as any view change does
  if (carried || !same || name !== "library") status(carried?.message || "", carried?.kind || "info");
  carried = null;
}

// ----- library -------------------------------------------------------------------------------

async function loadLibrary() {
  try {
    const response = await fetch("library.json");
    const site = await response.json();
    library = site.puzzles;
    if (site.pictures === false) leaveOutPictures();
  } catch {
    library = [];
    carried = { message: "The puzzle library could not be loaded.", kind: "error" };
  }
  shelf.setBundled(library);
}

/** A site built with --no-pictures (library.json "pictures": false): no Pictures section, no daily picture. */
function leaveOutPictures() {
  withPictures = false;
  $("pictures").remove();
  document.getElementById("daily-puzzle")?.remove();
}

function showLibrary(collectionId = null, packId = null) {
  player.close();
  sharePanel.close();
  showView("library");
  document.title = "Nonogram";
  shelf.show(collectionId);
  if (withPictures) pictures.show(packId);
  $("library-view").dataset.page = packId ? "pack" : collectionId ? "collection" : "main";
}

function showAboutView() {
  player.close();
  sharePanel.close();
  showView("about");
  document.title = "About · Nonogram";
  showAbout($("about-view"));
}

function setNav(page) {
  for (const a of document.querySelectorAll("header nav a")) {
    if (a.dataset.page === page) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
}

// ----- playing -------------------------------------------------------------------------------

function play(id) {
  const puzzle = shelf.find(id);
  if (!puzzle && dailyAgain(id)) return; // a day's puzzle is made again from its date
  if (!puzzle) {
    carried = { message: "That puzzle is not in this browser's library any more.", kind: "error" };
    location.hash = "#library";
    return;
  }
  showPuzzle(id, puzzle);
  const notice = arriving?.id === id ? arriving : null;
  arriving = null;
  if (notice) tellArrival(notice);
}

/** Open a puzzle in the player; a picture's title stays a secret until complete (pictures-play.js). */
function showPuzzle(id, puzzle) {
  showView("player");
  document.title = `${displayText(puzzle.title) || "Puzzle"} · Nonogram`;
  sharePanel.close();
  secret.opening(puzzle);
  player.open(id, puzzle);
  secret.opened();
}

/** "#pictures/<pack>/<n>": the pack is loaded (once), then the picture opens. */
async function playPicture(packId, n) {
  const hash = location.hash;
  const found = await openPicture(packId, n);
  if (location.hash !== hash) return; // another route was taken meanwhile
  if (found.error) {
    carried = { message: found.error, kind: "error" };
    location.replace("#library");
    return;
  }
  showPuzzle(found.id, found.puzzle);
}

function routePictures(path) {
  const [packId, n, ...rest] = path.split("/");
  if (n === undefined || n === "") showLibrary(null, packId);
  else if (/^\d+$/.test(n) && !rest.length) playPicture(packId, Number(n));
  else {
    carried = { message: `“#pictures/${path}” is not a picture: links look like #pictures/<pack>/<number>.`, kind: "error" };
    location.replace("#library");
  }
}

function tellArrival({ message, offer, apply }) {
  if (apply) player.replaceGrid(apply);
  const useOffer = () => {
    player.replaceGrid(offer);
    status(player.solved ? "The other progress solves the puzzle." :
      "The other progress is on the board; Undo brings yours back.", "info");
  };
  status(message, "info", offer ? { label: "Use that progress instead", run: useOffer } : null);
}

/** The bundled puzzle with the same clues and title, else the id the clues give. */
function idFor(puzzle) {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const bundled = library.find((p) => p.title === puzzle.title && same(p.rows, puzzle.rows) && same(p.cols, puzzle.cols));
  return bundled ? bundled.id : puzzleId(puzzle);
}

/**
 * Puzzles from the worker's "load" → stored, then the first one opened.  The first one's saved
 * grid (a share link's progress, a file's saved progress) goes through adoptProgress, so it never
 * silently replaces different progress; the others keep theirs for when they are first opened.
 */
function openLoaded(puzzles, source, { progressFrom = source } = {}) {
  if (!puzzles.length) {
    status(`${source}: no puzzle in it.`, "error");
    return;
  }
  const group = puzzles.length > 1 ? collectionFor(source, puzzles) : null;
  let first = null;
  let unstored = 0;
  for (const puzzle of puzzles) {
    const id = idFor(puzzle);
    const { saved, ...clues } = puzzle;
    const bundled = library.some((p) => p.id === id);
    const record = { ...(first === null ? clues : puzzle), ...(group && { collection: group.id }) };
    const stored = bundled || savePuzzle(id, record);
    if (!stored) unstored += 1;
    group?.ids.push(id);
    if (first !== null) continue;
    first = id;
    player.close(); // saves the open game now, so reopening cannot write it over adopted progress
    arriving = saved ? adoptProgress(id, saved, progressFrom) : null;
    if (arriving) arriving.id = id;
  }
  if (group) saveCollection(group.id, group);
  const notes = [
    group && `${source} holds ${puzzles.length} puzzles: they are in the library as the collection “${group.title}”.`,
    unstored && "This browser cannot store the puzzle; progress will not be kept.",
    arriving?.message,
  ].filter(Boolean);
  if (notes.length) arriving = { ...arriving, id: first, message: notes.join(" ") };
  const target = `#play/${encodeURIComponent(first)}`;
  if (location.hash === target) route(); // the same puzzle again: hashchange would not fire
  else location.hash = target;
}

/** A new collection for a file of many puzzles: its title is the file's name without extension. */
function collectionFor(source, puzzles) {
  const title = source.replace(/\.[a-z0-9]+$/i, "") || "Collection";
  return { id: puzzleId({ rows: puzzles.map((p) => p.rows.length), cols: [title, puzzles.length] }), title, ids: [] };
}

async function openFile(file) {
  if (await isImage(file)) {  // a picture, not a puzzle: the way to the editor's image import
    status(imageMessage(file, await handOver(file), stillShown()), "error");
    return;
  }
  if (file.size > 5_000_000) {
    status(`${file.name} is too large to be a puzzle (${Math.round(file.size / 1e6)} MB).`, "error");
    return;
  }
  status(`Opening ${file.name}…`, "info");
  try {
    const text = await file.text();
    const { puzzles } = await client.request("load", { text, filename: file.name });
    openLoaded(puzzles, file.name, { progressFrom: "the file" });
  } catch (error) {
    if (error.type !== "Cancelled") status(unreadableMessage(file.name, error.message, stillShown()), "error");
  }
}

/** After a file fails to open: the title of the puzzle the board still shows ("" in the library), so it is not taken for the new one. */
function stillShown() {
  if (!player.puzzle || $("player-view").hidden) return "";
  return displayText(player.puzzle.title) || "the previous puzzle";
}

async function openCode(code) {
  status("Opening the shared puzzle…", "info");
  try {
    const { puzzles } = await client.request("load", { code });
    openLoaded(puzzles, "The link", { progressFrom: "the link" });
  } catch (error) {
    carried = { message: `This link does not hold a puzzle: ${error.message}`, kind: "error" };
    history.replaceState(null, "", "#library");
    showLibrary();
  }
}

/** "#playtest/<code>" (the editor's Play-test button): the player on a design, saving nothing. */
async function playtest(code) {
  try {
    const { puzzles } = await client.request("load", { code });
    showView("player");
    sharePanel.close();
    secret.opening(puzzles[0]); // (no picture: clears a picture's miniature left in the heading)
    player.open(null, puzzles[0]); // no id: the player keeps no progress
    status("Play-test: progress is not saved.", "info");
  } catch (error) {
    status(`This play-test link does not hold a puzzle: ${error.message}`, "error");
  }
}

function route() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (!hash || hash === "library") showLibrary();
  else if (hash.startsWith("collection/")) showLibrary(hash.slice("collection/".length));
  else if (hash.startsWith("play/")) play(hash.slice(5));
  else if (hash.startsWith("pictures/")) routePictures(hash.slice("pictures/".length));
  else if (hash === "about") showAboutView();
  else if (hash.startsWith("playtest/")) playtest(location.hash.slice("#playtest/".length));
  else if (dailyRoute(hash, { client, status, carry: (message, kind) => { carried = { message, kind }; } })) return;
  else openCode(location.hash.slice(1));
}

// ----- wiring --------------------------------------------------------------------------------

$("open-file").addEventListener("change", (e) => {
  const [file] = e.target.files;
  if (file) openFile(file);
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
  if (file) openFile(file);
});
window.addEventListener("hashchange", route);
window.addEventListener("pagehide", () => player.saveNow());

/** Marks the engine line while a new service worker precaches the app's files (the solver's worker
 * says how much it downloads itself: worker.js). */
function showDownloading({ worker }) {
  engine.dataset.precache = "running";
  worker.addEventListener("statechange", () => {
    if (worker.state === "redundant") engine.dataset.precache = "failed";
  });
}

await loadLibrary();
route();
