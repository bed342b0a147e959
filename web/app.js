// app.js — the player page: routing between the library and a puzzle, opening files and share
// links, the solver's loading status, and the service worker (offline).
//
// Routes (location.hash): "" or "#library" → library; "#play/<id>" → a bundled puzzle (library.json)
// or one saved from a file / link; "#playtest/<code>" → the editor's play-test (nothing saved);
// any other "#<code>" → a share code (decoded by the worker, then saved and replaced by
// "#play/<id>"; a bundled puzzle, same clues and title, keeps its library id, and progress the
// link carries is handled by share.js's adoptProgress).  All URLs are relative, so the site works
// under any sub-path.

import { SolverClient } from "./client.js";
import { dailyRoute, mountDaily } from "./daily.js";
import { mountNewPuzzle } from "./generate.js";
import { whenSolverMayStart } from "./offline.js";
import { Player } from "./player.js";
import { adoptProgress, SharePanel } from "./share.js";
import { loadProgress, loadPuzzle, puzzleId, savedPuzzles, savePuzzle } from "./store.js";

const $ = (id) => document.getElementById(id);
const statusBox = $("status");
const statusAction = $("status-action");

/** Show a message; `action` ({label, run}) adds a button beside it until the next message. */
function status(message, kind = "info", action = null) {
  statusBox.textContent = message;
  statusBox.dataset.kind = kind;
  statusAction.hidden = !action;
  statusAction.textContent = action?.label || "";
  statusAction.onclick = action && (() => {
    statusAction.hidden = true;
    action.run();
  });
}

const engine = $("engine");
const offline = whenSolverMayStart({ onDownloading: showDownloading });
const client = new SolverClient({
  // On a first visit the worker waits for the service worker's precache, so that the runtime is
  // downloaded once (then served from the cache) rather than once by each of them.
  startAfter: offline,
  onStatus({ state, message }) {
    engine.dataset.state = state;
    document.documentElement.dataset.solver = state === "busy" ? "ready" : state;
    if (state === "loading") engine.innerHTML = '<span class="spinner" aria-hidden="true"></span> ';
    else engine.textContent = "";
    engine.append(state === "ready" || state === "busy" ? "Solver ready" : message);
    if (state === "error") status(message, "error");
  },
});

const player = new Player({ root: $("player-view"), client, status });
const sharePanel = new SharePanel({ root: $("player-view"), client, player, status });
mountNewPuzzle({ client, status });
mountDaily({ client, status });
let library = [];
let arriving = null; // {id, message, offer?, apply?}: what to say once puzzle `id` opens

// ----- library -------------------------------------------------------------------------------

async function loadLibrary() {
  try {
    const response = await fetch("library.json");
    library = (await response.json()).puzzles;
  } catch {
    library = [];
    status("The puzzle library could not be loaded.", "error");
  }
}

function showLibrary() {
  player.close();
  sharePanel.close();
  $("player-view").hidden = true;
  $("library-view").hidden = false;
  setNav("library");
  const items = [
    ...library.map((p) => ({ id: p.id, puzzle: p })),
    ...savedPuzzles().filter(({ id }) => !library.some((p) => p.id === id)),
  ];
  $("library-list").replaceChildren(...items.map(({ id, puzzle }) => libraryItem(id, puzzle)));
}

function libraryItem(id, puzzle) {
  const total = puzzle.rows.length * puzzle.cols.length;
  const progress = loadProgress(id);
  const done = progress ? progress.cells.join("").replace(/\?/g, "").length : 0;
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.href = `#play/${encodeURIComponent(id)}`;
  a.dataset.id = id;
  const title = document.createElement("div");
  title.className = "title";
  title.textContent = puzzle.title || "Untitled puzzle";
  const meta = document.createElement("div");
  meta.className = "meta";
  const state = progress?.solved ? "solved" : done ? `${Math.round((100 * done) / total)}% done` : "not started";
  meta.textContent = `${puzzle.cols.length}×${puzzle.rows.length} · ${state}` +
    (puzzle.author ? ` · ${puzzle.author}` : "");
  a.append(title, meta);
  if (progress?.solved) {
    const mark = document.createElement("span");
    mark.className = "solved-mark";
    mark.textContent = " ✓ Solved";
    title.append(mark);
  }
  li.append(a);
  return li;
}

function setNav(page) {
  for (const a of document.querySelectorAll("header nav a")) {
    if (a.dataset.page === page) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
}

// ----- playing -------------------------------------------------------------------------------

function play(id) {
  const puzzle = library.find((p) => p.id === id) || loadPuzzle(id);
  if (!puzzle) {
    status("That puzzle is not in this browser's library any more.", "error");
    location.hash = "#library";
    return;
  }
  $("library-view").hidden = true;
  $("player-view").hidden = false;
  setNav("play");
  document.title = `${puzzle.title || "Puzzle"} · Nonogram`;
  sharePanel.close();
  player.open(id, puzzle);
  const notice = arriving?.id === id ? arriving : null;
  arriving = null;
  if (notice) tellArrival(notice);
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
  const playable = puzzles.filter((p) => p.black_and_white);
  if (!playable.length) {
    status(`${source}: colour puzzles can be read but not played yet.`, "error");
    return;
  }
  let first = null;
  for (const puzzle of playable) {
    const id = idFor(puzzle);
    const { saved, ...clues } = puzzle;
    const bundled = library.some((p) => p.id === id);
    const stored = bundled || savePuzzle(id, first === null ? clues : puzzle);
    if (!stored) status("This browser cannot store the puzzle; progress will not be kept.", "error");
    if (first !== null) continue;
    first = id;
    player.close(); // saves the open game now, so reopening cannot write it over adopted progress
    arriving = saved ? adoptProgress(id, saved, progressFrom) : null;
    if (arriving) arriving.id = id;
  }
  if (playable.length > 1) {
    const many = `${source} holds ${playable.length} puzzles; all are in the library.`;
    arriving = { ...arriving, id: first, message: [many, arriving?.message].filter(Boolean).join(" ") };
  }
  const target = `#play/${encodeURIComponent(first)}`;
  if (location.hash === target) route(); // the same puzzle again: hashchange would not fire
  else location.hash = target;
}

async function openFile(file) {
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
    if (error.type !== "Cancelled") status(`${file.name}: ${error.message}`, "error");
  }
}

async function openCode(code) {
  status("Opening the shared puzzle…", "info");
  try {
    const { puzzles } = await client.request("load", { code });
    openLoaded(puzzles, "The link", { progressFrom: "the link" });
  } catch (error) {
    status(`This link does not hold a puzzle: ${error.message}`, "error");
    history.replaceState(null, "", "#library");
    showLibrary();
  }
}

/** "#playtest/<code>" (the editor's Play-test button): the player on a design, saving nothing. */
async function playtest(code) {
  try {
    const { puzzles } = await client.request("load", { code });
    $("library-view").hidden = true;
    $("player-view").hidden = false;
    setNav("play");
    sharePanel.close();
    player.open(null, puzzles[0]); // no id: the player keeps no progress
    status("Play-test: progress is not saved.", "info");
  } catch (error) {
    status(`This play-test link does not hold a puzzle: ${error.message}`, "error");
  }
}

function route() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (!hash || hash === "library") showLibrary();
  else if (hash.startsWith("play/")) play(hash.slice(5));
  else if (hash.startsWith("playtest/")) playtest(location.hash.slice("#playtest/".length));
  else if (dailyRoute(hash, { client, status })) return;
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

/** What the engine line says while a new service worker downloads the site. */
function showDownloading({ firstVisit, worker }) {
  engine.dataset.precache = "running";
  worker.addEventListener("statechange", () => {
    if (worker.state === "redundant") engine.dataset.precache = "failed";
  });
  if (firstVisit) engine.replaceChildren(engine.firstChild || "", "Downloading the app for offline use (about 21 MB)…");
}

await loadLibrary();
route();
