// editor/colours.js — the editor's palette: the colours a design is drawn with, and changing them.
//
// Interface (used by the editor's parts)
//   const colours = new EditorColours({ view, design, selectFill })   view: the board (its inks and
//                            fill state follow the palette); design: {picture(), setPicture(rows,
//                            {palette}), notice()} (editor/main.js's port); selectFill(): a chosen
//                            colour paints
//   colours.palette          [{name, rgb}], index 0 the background ("white"), then the inks
//   colours.isColour         false for the plain black-and-white design (one ink, black)
//   colours.chars()          each palette index's picture character (inkChars)
//   colours.wire()           the palette as the worker takes it ([{name, rgb, char}]), null in
//                            black-and-white
//   colours.apply(palette)   show a palette (no picture change: setPicture calls this)
//   colours.nameOf(char)     a picture character in words: "empty", "filled" or the colour's name
//   colours.add(name, rgb) / recolour(rgb) / rename(name) / remove()   each one undo step; removing
//                            a colour turns its cells into background
//   colours.key(e)           keys 1–9 select the N-th colour
// A design stays black-and-white (rows of "#"/".") until a colour is added or black recoloured; the
// picture is recoded whenever the palette changes size, as characters follow palette indexes.

import { inkChars } from "./picture.js";
import { PaletteBar, colourName, isColourPalette } from "../grid/palette.js";

export const DEFAULT_PALETTE = [{ name: "white", rgb: "FFFFFF" }, { name: "black", rgb: "000000" }];
const HEX = /^[0-9A-Fa-f]{6}$/;
const MAX_COLOURS = 32;
const $ = (id) => document.getElementById(id);

/** A palette a draft or file gave: 2..MAX_COLOURS entries of {name, rgb}. */
export const isPalette = (p) => Array.isArray(p) && p.length >= 2 && p.length <= MAX_COLOURS &&
  p.every((c) => c && typeof c.name === "string" && typeof c.rgb === "string" && HEX.test(c.rgb));

/** A palette as the worker takes it ([{name, rgb, char}]), null in black-and-white (a draft's too). */
export function paletteWire(palette) {
  if (!isColourPalette(palette)) return null;
  const chars = inkChars(palette.length);
  return palette.map((c, i) => ({ name: colourName(c, i), rgb: c.rgb.toUpperCase(), char: chars[i] }));
}

export class EditorColours {
  constructor({ view, design, selectFill }) {
    Object.assign(this, { view, design, selectFill });
    this.palette = DEFAULT_PALETTE.map((c) => ({ ...c }));
    this.selected = 1;
    this.bar = new PaletteBar($("palette"), { onSelect: (i) => this.choose(i + 1) });
  }

  get isColour() {
    return isColourPalette(this.palette);
  }

  chars() {
    return inkChars(this.palette.length);
  }

  wire() {
    return paletteWire(this.palette);
  }

  nameOf(ch) {
    const k = this.chars().indexOf(ch);
    if (k <= 0) return "empty";
    return this.isColour ? colourName(this.palette[k], k) : "filled";
  }

  apply(palette) {
    this.palette = palette.map((c, i) => ({ name: colourName(c, i), rgb: c.rgb.toUpperCase() }));
    const chars = this.chars();
    this.view.inks = this.isColour
      ? Object.fromEntries(this.palette.slice(1).map((c, i) => [chars[i + 1], c]))
      : null;
    this.view.repaint(); // a recoloured or renamed colour keeps its cells' states
    this.selected = Math.min(Math.max(1, this.selected), this.palette.length - 1);
    this.bar.render(this.palette.slice(1), this.selected - 1);
    $("remove-colour").disabled = this.palette.length <= 2;
    this.showSelected();
  }

  choose(index) {
    this.selected = index;
    this.bar.render(this.palette.slice(1), index - 1);
    this.showSelected();
    this.selectFill();
  }

  showSelected() {
    const colour = this.palette[this.selected];
    this.view.fillState = this.isColour ? `ink:${this.chars()[this.selected]}` : "filled";
    $("recolour").value = `#${colour.rgb.toLowerCase()}`;
    $("rename-colour").value = colour.name;
  }

  /** Change the palette in one undo step; mapping[k] is old colour k's new index (0: background). */
  change(next, mapping) {
    const from = this.chars();
    const to = inkChars(next.length);
    const index = new Map(from.map((ch, k) => [ch, k]));
    const picture = this.design.picture().map((row) =>
      [...row].map((ch) => to[mapping[index.get(ch) ?? 0] ?? 0]).join(""));
    this.design.setPicture(picture, { palette: next });
  }

  add(name, rgb) {
    if (this.palette.length >= MAX_COLOURS) return this.design.notice(`A design can have ${MAX_COLOURS - 1} colours at most.`, "error");
    const colour = { name: name.trim() || `colour ${this.palette.length}`, rgb: rgb.replace("#", "").toUpperCase() };
    if (!HEX.test(colour.rgb)) return this.design.notice("Choose the new colour first.", "error");
    const identity = this.palette.map((_, k) => k);
    this.selected = this.palette.length;
    this.change([...this.palette, colour], identity);
    this.selectFill();
    this.design.notice(`Added ${colour.name}: drawing now paints it.`);
  }

  recolour(rgb) {
    const next = this.palette.map((c, k) => (k === this.selected ? { ...c, rgb: rgb.replace("#", "").toUpperCase() } : c));
    this.change(next, next.map((_, k) => k));
  }

  rename(name) {
    const clean = name.trim().slice(0, 60);
    if (!clean || clean === this.palette[this.selected].name) return;
    const next = this.palette.map((c, k) => (k === this.selected ? { ...c, name: clean } : c));
    this.change(next, next.map((_, k) => k));
  }

  remove() {
    if (this.palette.length <= 2) return;
    const gone = this.selected;
    const name = this.palette[gone].name;
    const next = this.palette.filter((_, k) => k !== gone);
    const mapping = this.palette.map((_, k) => (k === gone ? 0 : k > gone ? k - 1 : k));
    this.selected = Math.max(1, gone - 1);
    this.change(next, mapping);
    this.design.notice(`Removed ${name}: its cells are background now. Undo brings it back.`);
  }

  key(e) {
    return this.bar.digitKey(e);
  }

  bind() {
    $("add-colour").addEventListener("click", () => this.add($("new-colour-name").value, $("new-colour").value));
    $("recolour").addEventListener("change", (e) => this.recolour(e.target.value));
    $("rename-colour").addEventListener("change", (e) => this.rename(e.target.value));
    $("remove-colour").addEventListener("click", () => this.remove());
  }
}
