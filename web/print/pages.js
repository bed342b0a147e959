// print/pages.js — the sheets of paper, as elements: one puzzle on its page (and its solution on the
// next), or a booklet (several puzzles a page, each titled, then "Solutions", small).  Each sheet is
// one printed page (print/print.css breaks after it); the sizes come from print/layout.js, so a
// sheet never spills onto a second page.
//
// Interface
//   singleSheets(item) -> {sheets: [puzzle sheet, solution sheet], showSolution(rows, note), cell (mm)}
//   bookletSheets(items, {heading, credit}) -> {sheets, showSolution(i, rows, note)}
//     item: {puzzle (wire form), title, secret?, credit, cover?}   title: what the puzzle page says (a
//     cover while the title is a secret: cover is then true, and a booklet does not number it again),
//     secret: the title the solution names; credit: "by …" text or ""
//     showSolution: draw a found solution (rows of chars), or say why there is none (note)

import { el } from "../shared/dom.js";
import { drawFigure } from "./draw.js";
import { SOLUTION_CAPTION, bookletLayout, singleLayout, solutionsLayout } from "./layout.js";

const sizeText = (puzzle) => `${puzzle.cols.length}×${puzzle.rows.length}`;

export function singleSheets(item) {
  const { puzzle } = item;
  const { cell } = singleLayout(puzzle);
  const head = (level, title, credit) => el("header", { class: "sheet-head" }, [
    el(level, { class: "sheet-title", text: title, dir: "auto" }),
    el("p", { class: "sheet-credit", text: credit || "\u00a0", dir: "auto" }),
  ]);
  const puzzleSheet = el("section", { class: "sheet", data: { kind: "puzzle" } }, [
    head("h1", item.title, [sizeText(puzzle), item.credit].filter(Boolean).join(" · ")),
    el("div", { class: "figure-frame" }, drawFigure(puzzle, { cell, label: `${item.title}: the puzzle` })),
  ]);
  const frame = el("div", { class: "figure-frame" }, el("p", { class: "solution-note", text: "Finding the solution…" }));
  const solutionSheet = el("section", { class: "sheet", data: { kind: "solution" } }, [
    head("h2", `Solution: ${item.secret || item.title}`, [sizeText(puzzle), item.credit].filter(Boolean).join(" · ")),
    frame,
  ]);
  const showSolution = (rows, note) => {
    const parts = [];
    if (rows) parts.push(drawFigure(puzzle, { cell, solution: rows, label: `${item.secret || item.title}: the solution` }));
    if (note) parts.push(el("p", { class: "solution-note", text: note }));
    frame.replaceChildren(...parts);
  };
  return { sheets: [puzzleSheet, solutionSheet], showSolution, cell };
}

export function bookletSheets(items, { heading, credit }) {
  const puzzles = items.map((item) => item.puzzle);
  const layout = bookletLayout(puzzles);
  const sheets = layout.pages.map((rows, p) => el("section", { class: "sheet booklet", data: { kind: "puzzles" } }, [
    p === 0 && el("header", { class: "booklet-head" }, [
      el("h1", { class: "booklet-title", text: heading, dir: "auto" }),
      el("p", { class: "booklet-credit", text: credit || "\u00a0", dir: "auto" }),
    ]),
    ...rows.map((row) => el("div", { class: "sheet-row" }, row.map((i) => puzzleFigure(items[i], i, layout.puzzles[i])))),
  ]));
  const small = solutionsLayout(puzzles);
  const slots = new Map();
  const solutionSheets = small.pages.map((rows, p) => el("section", { class: "sheet booklet", data: { kind: "solutions" } }, [
    p === 0 && el("header", { class: "booklet-head" }, el("h2", { class: "booklet-title", text: "Solutions" })),
    ...rows.map((row) => el("div", { class: "sheet-row" }, row.map((i) => {
      const slot = el("div", { class: "solution-slot", style: { width: `${small.puzzles[i].w}mm`, height: `${small.puzzles[i].h - SOLUTION_CAPTION}mm` } },
        el("p", { class: "solution-note", text: "…" }));
      slots.set(i, slot);
      return el("figure", { class: "print-solution", data: { index: String(i + 1) } }, [
        el("figcaption", { class: "caption", text: items[i].cover ? items[i].secret : `${i + 1}. ${items[i].secret || items[i].title}`, dir: "auto",
          style: { width: `${small.puzzles[i].w}mm` } }),
        slot,
      ]);
    }))),
  ]));
  const showSolution = (i, rows, note) => {
    const { cell } = small.puzzles[i];
    const label = `${items[i].secret || items[i].title}: the solution`;
    slots.get(i)?.replaceChildren(rows ? drawFigure(puzzles[i], { clues: false, solution: rows, cell, label })
      : el("p", { class: "solution-note", text: note || "No solution found." }));
  };
  return { sheets: [...sheets, ...solutionSheets], showSolution };
}

function puzzleFigure(item, i, placed) {
  const caption = el("figcaption", { class: "caption", style: { width: `${placed.w}mm` } }, [
    el("strong", { text: item.cover ? item.title : `${i + 1}. ${item.title}`, dir: "auto" }),
    item.credit && el("span", { class: "caption-credit", text: ` ${item.credit}`, dir: "auto" }),
  ]);
  return el("figure", { class: "print-puzzle", data: { index: String(i + 1) } },
    [caption, drawFigure(item.puzzle, { cell: placed.cell, label: `${item.title}: the puzzle` })]);
}
