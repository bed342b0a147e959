// print/draw.js — print/figure.js's shapes as an SVG element sized in millimetres: numbers are
// <text> (the PDF keeps them as text), lines and cells are vector shapes (sharp at any zoom), and
// SVG fills print whatever the browser's "background graphics" setting says.
//
// Interface
//   drawFigure(puzzle, {clues, solution, cell, label}) -> <svg>   cell: mm per cell; label: its accessible name

import { LINE_COLOUR, figure } from "./figure.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attributes, children = []) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined) node.setAttribute(name, String(value));
  }
  node.append(...children);
  return node;
}

const round = (n) => Math.round(n * 1000) / 1000;

export function drawFigure(puzzle, { clues = true, solution = null, cell, label }) {
  const shape = figure(puzzle, { clues, solution, cell });
  const root = svg("svg", {
    class: "print-figure", viewBox: [shape.x, shape.y, shape.width, shape.height].map(round).join(" "), role: "img", "aria-label": label,
    width: `${round(shape.width * cell)}mm`, height: `${round(shape.height * cell)}mm`,
  });
  root.append(svg("rect", { x: round(shape.x), y: round(shape.y), width: round(shape.width), height: round(shape.height), fill: "#ffffff" }));
  for (const r of shape.rects) {
    root.append(svg("rect", {
      x: round(r.x), y: round(r.y), width: round(r.w), height: round(r.h), fill: r.fill,
      stroke: r.stroke, "stroke-width": r.stroke ? round(0.12 / cell) : null,
    }));
  }
  const grouped = new Map();
  for (const line of shape.lines) {
    const d = grouped.get(line.weight) || [];
    d.push(`M${round(line.x1)} ${round(line.y1)}L${round(line.x2)} ${round(line.y2)}`);
    grouped.set(line.weight, d);
    grouped.set(`${line.weight}:width`, line.width);
  }
  for (const weight of ["guide", "thin", "five", "frame"]) {
    if (!grouped.has(weight)) continue;
    root.append(svg("path", {
      d: grouped.get(weight).join(""), fill: "none", stroke: LINE_COLOUR[weight],
      "stroke-width": round(grouped.get(`${weight}:width`)), "stroke-linecap": "square",
    }));
  }
  const numbers = svg("g", { class: "clue-numbers", "text-anchor": "middle" });
  for (const t of shape.texts) {
    // the baseline a third of the size below the centre: digits (cap height about 0.7 em) sit centred
    numbers.append(svg("text", { x: round(t.x), y: round(t.y + t.size * 0.36), "font-size": t.size, fill: t.fill }, [t.text]));
  }
  root.append(numbers);
  return root;
}
