// print/main.js — the print page's composition root.  "print.html#<share code>" lays one puzzle out
// for paper (its title, credit, clues and grid; its solution on a second page when asked);
// "print.html#collection" prints a booklet: the site's library, or, in a tab the editor opened, the
// collection it is exporting (shared/print-handover.js).  The browser's Print (Ctrl+P → Save as PDF)
// does the rest: print/print.css shows the sheets alone, one a page.
//
// The share code is decoded by the solver's worker (the page has no decoder of its own), which also
// solves the puzzles whose solutions are not known (a code or the library carry none; the editor's
// drafts do).  Nothing is saved: the page only reads.
//
// Contract: <html data-print="loading|ready|error"> (ready: every sheet drawn, every solution found
// or given up); #print-sheets[data-pages] the number of sheets printed; each sheet a
// section.sheet[data-kind=puzzle|solution|puzzles|solutions]; #print-solution the single puzzle's
// "Solution on a second page" option (also "?solution" in the address).

import { handedCollection, isHandOverTab } from "../shared/print-handover.js";
import { loadSite, pageTitle } from "../shared/site.js";
import { SolverClient } from "../solver/client.js";
import { itemOf, libraryItem, sharedCredit } from "./items.js";
import { bookletSheets, singleSheets } from "./pages.js";

const SOLVE_TIMEOUT_S = 30;
const SMALL_CELL = 2.5; // mm: below this (a puzzle past 50×50, or with very long clues) the page says so
const $ = (id) => document.getElementById(id);
const html = document.documentElement;
const sheets = $("print-sheets");
let client = null;
const solver = () => (client ||= new SolverClient());

function say(message, kind = "info") {
  $("print-status").textContent = message;
  $("print-status").dataset.kind = kind;
}

function fail(message) {
  say(message, "error");
  html.dataset.print = "error";
}

/** Only the sheets that will print are counted (a hidden solution page is not). */
function countPages() {
  sheets.dataset.pages = String([...sheets.querySelectorAll(".sheet")].filter((s) => !s.hidden).length);
}

/** A solution: the one a draft carries, else the solver's (a puzzle with several: one of them, said). */
async function solutionOf(puzzle) {
  if (Array.isArray(puzzle.goal) && puzzle.goal.length === puzzle.rows.length) return { rows: puzzle.goal };
  try {
    const { goal, saved, ...clues } = puzzle;
    const result = await solver().request("solve", { puzzle: clues, max_solutions: 2, timeout: SOLVE_TIMEOUT_S });
    const [first] = result.solutions;
    if (result.status === "unique") return { rows: first };
    if (result.status === "multiple") return { rows: first, note: "One of several solutions: this puzzle is not unique." };
    if (result.status === "timeout") return { note: `No solution found within ${SOLVE_TIMEOUT_S} s.` };
    return { note: "This puzzle has no solution: its clues contradict each other." };
  } catch (error) {
    return { note: `No solution: ${error.message}` };
  }
}

async function printOne(code) {
  say("Reading the puzzle…");
  let puzzle;
  try {
    [puzzle] = (await solver().request("load", { code })).puzzles;
  } catch (error) {
    fail(`This link does not hold a puzzle: ${error.message}`);
    return;
  }
  const site = await loadSite();
  const item = itemOf(puzzle, { library: site.puzzles });
  document.title = pageTitle(`Print: ${item.title}`);
  const { sheets: [page, solutionPage], showSolution, cell } = singleSheets(item);
  const option = $("print-solution");
  option.closest("label").hidden = false;
  option.checked = new URLSearchParams(location.search).has("solution");
  const follow = () => {
    solutionPage.hidden = !option.checked;
    const url = new URL(location.href);
    if (option.checked) url.searchParams.set("solution", "");
    else url.searchParams.delete("solution");
    history.replaceState(null, "", url.href.replace("?solution=", "?solution"));
    countPages();
  };
  option.addEventListener("change", follow);
  sheets.replaceChildren(page, solutionPage);
  follow();
  say("Finding the solution…");
  const { rows, note } = await solutionOf(puzzle);
  showSolution(rows, note);
  const small = cell < SMALL_CELL ? ` At this size a cell is ${cell.toFixed(1)} mm: the numbers print small.` : "";
  say(`Ready to print: ${item.title} (${puzzle.cols.length}×${puzzle.rows.length}).${small}`);
  html.dataset.print = "ready";
}

async function printBooklet() {
  const site = await loadSite();
  const handed = handedCollection(window.name);
  if (isHandOverTab(window.name) && !handed) {
    fail("The editor's collection is no longer here: print it again from the editor.");
    return;
  }
  const items = handed ? handed.puzzles.map((puzzle) => itemOf(puzzle)) : site.puzzles.map(libraryItem);
  if (!items.length) {
    fail(site.loaded ? "The library has no puzzles to print." : "The library could not be loaded.");
    return;
  }
  const heading = (handed ? handed.title : site.title) || "Puzzles";
  document.title = handed ? pageTitle(`Print: ${heading}`) : pageTitle("Print");
  const credit = sharedCredit(items);
  if (credit) for (const item of items) item.credit = "";
  const booklet = bookletSheets(items, { heading, credit });
  sheets.replaceChildren(...booklet.sheets);
  countPages();
  for (const [i, item] of items.entries()) {
    say(`Finding the solutions… (${i + 1} of ${items.length})`);
    const { rows, note } = await solutionOf(item.puzzle);
    booklet.showSolution(i, rows, note);
  }
  say(`Ready to print: ${items.length} puzzle${items.length === 1 ? "" : "s"} and their solutions on ${sheets.dataset.pages} pages.`);
  html.dataset.print = "ready";
}

$("print-now").addEventListener("click", () => window.print());
window.addEventListener("hashchange", () => location.reload()); // another code: a page made afresh
const route = location.hash.slice(1);
html.dataset.print = "loading";
if (route === "collection") printBooklet();
else if (route) printOne(route);
else fail("Nothing to print: use a puzzle's Print button, or print.html#collection for the whole library.");
