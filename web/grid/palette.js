// grid/palette.js — the colour palette of a colour puzzle or design: a radio group of swatches.
// Shared by the player and the editor.
//
// Interface
//   const bar = new PaletteBar(container, { onSelect(index) })
//   bar.render(colours, selected)   colours: [{name, rgb, fileName?}] (the inks, background excluded;
//                                   fileName: the file's code-like name, then the button's tooltip);
//                                   each swatch shows its colour's letter (grid/ink-letters.js), as
//                                   small clue chips do;
//                                   selected: index into colours (-1 for none)
//   bar.select(index)               select (and announce through onSelect) the index-th colour
//   bar.digitKey(e) -> bool         keys 1–9 select the N-th colour (true when it did: the caller
//                                   prevents the key's default)
//   colourName(colour, index)       a colour's name, or "colour N" (N = its palette index) when it has none
//   isColourPalette(palette)        [{rgb}…], background first: two inks or more, or one that is not
//                                   black (a red-only puzzle is shown red); else plain black and white
//
// Contract: the container is role="radiogroup" named "Colours"; each colour a role="radio" button
// whose accessible name is the colour's name, aria-checked="true" on the selected one; arrows move
// the selection (roving tabindex, as the ARIA radio group pattern does).

import { button, el } from "../shared/dom.js";
import { textOn } from "./colour.js";
import { inkLetters } from "./ink-letters.js";

export const colourName = (colour, index) => (colour?.name || "").trim() || `colour ${index}`;

export const isColourPalette = (palette) =>
  palette.length > 2 || (palette.length === 2 && palette[1].rgb.toUpperCase() !== "000000");

export class PaletteBar {
  constructor(container, { onSelect } = {}) {
    this.container = container;
    this.onSelect = onSelect;
    this.colours = [];
    this.selected = -1;
    container.setAttribute("role", "radiogroup");
    container.setAttribute("aria-label", "Colours");
    container.classList.add("palette");
    container.addEventListener("keydown", (e) => this.key(e));
  }

  render(colours, selected) {
    this.colours = colours;
    this.selected = selected;
    this.container.hidden = !colours.length;
    const letters = inkLetters(colours.map((colour) => colour.name));
    this.container.replaceChildren(...colours.map((colour, i) => button(null, {
      role: "radio", "aria-checked": String(i === selected), tabIndex: i === selected || (selected < 0 && i === 0) ? 0 : -1,
      data: { index: i },
      // the file's own name ("aFFAC2B") when the button shows a readable one ("orange")
      title: colour.fileName || `${colourName(colour, i + 1)} (key ${i + 1 <= 9 ? i + 1 : "—"})`,
      on: { click: () => this.select(i) },
    }, [
      // the swatch shows the letter small clue chips carry (grid/ink-letters.js), so a chip can be matched to it;
      // drawn by CSS from data-letter, so the button's text stays its colour's name alone
      el("span", { class: "swatch", "aria-hidden": "true", data: { letter: letters.get(String(colour.name ?? "").trim()) },
        style: { background: `#${colour.rgb}`, color: textOn(colour.rgb) } }),
      el("span", { class: "name", text: colourName(colour, i + 1) }),
    ])));
  }

  select(index, focus = false) {
    if (index < 0 || index >= this.colours.length) return;
    this.render(this.colours, index);
    if (focus) this.container.children[index]?.focus();
    this.onSelect?.(index);
  }

  digitKey(e) {
    if (!/^[1-9]$/.test(e.key) || e.ctrlKey || e.metaKey || e.altKey) return false;
    const index = Number(e.key) - 1;
    if (index >= this.colours.length) return false;
    this.select(index);
    return true;
  }

  key(e) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step || !this.colours.length) return;
    e.preventDefault();
    const n = this.colours.length;
    this.select((Math.max(0, this.selected) + step + n) % n, true);
  }
}
