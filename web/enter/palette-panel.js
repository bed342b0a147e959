// enter/palette-panel.js — the colours beside the clue areas: each letter the clues use ("3r 1b"),
// its colour and its name, both editable.  In black and white it says how to type colour clues.
//
// Interface
//   const panel = new PalettePanel({ onChange(key, {name, rgb}) })
//   panel.element
//   panel.render(inks)   inks: enter/entry.js's colours ([{key, name, rgb}], null in black and white);
//                        a field being edited keeps its focus and caret
// A letter's entry (name, colour) lives in the view's palette, so a letter typed again gets them back.

import { el } from "../shared/dom.js";

export class PalettePanel {
  constructor({ onChange }) {
    this.onChange = onChange;
    this.list = el("ul", { class: "enter-inks", "aria-label": "Colour letters" });
    this.help = el("p", { class: "enter-inks-help" });
    this.element = el("section", { class: "enter-panel enter-palette", "aria-labelledby": "enter-palette-heading" }, [
      el("h3", { id: "enter-palette-heading", text: "Colours" }), this.help, this.list,
    ]);
    this.shown = null; // the letters shown, as "r b"
  }

  render(inks) {
    const lettered = (inks || []).filter((ink) => ink.key);
    const keys = lettered.map((ink) => ink.key).join(" ");
    if (keys === this.shown) { // the same letters: new values, but never under the person's fingers
      for (const ink of lettered) this.update(ink);
      return;
    }
    this.shown = keys;
    this.help.textContent = lettered.length ?
      "Each letter's colour and name (a number without a letter is black):" :
      "Black and white. For colour, put a letter after each number, as in 3r 1b (r red, g green, b blue, " +
      "y yellow, k black…): each letter then shows here, to name and colour.";
    this.list.replaceChildren(...lettered.map((ink) => this.entry(ink)));
  }

  update(ink) {
    for (const input of this.list.querySelectorAll(`[data-key="${CSS.escape(ink.key)}"]`)) {
      if (input === document.activeElement) continue;
      const value = input.dataset.field === "name" ? ink.name : `#${safeRgb(ink.rgb).toLowerCase()}`;
      if (input.value !== value) input.value = value;
    }
  }

  entry(ink) {
    const rgb = safeRgb(ink.rgb);
    const name = el("input", {
      type: "text", value: ink.name, class: "ink-name", "aria-label": `Name of colour ${ink.key}`,
      data: { key: ink.key, field: "name" }, spellcheck: false, maxLength: 40,
    });
    const colour = el("input", {
      type: "color", value: `#${rgb.toLowerCase()}`, class: "ink-colour", "aria-label": `Colour of ${ink.key}`,
      data: { key: ink.key, field: "rgb" },
    });
    const send = () => this.onChange(ink.key, { name: name.value || ink.key, rgb: colour.value.slice(1).toUpperCase() });
    name.addEventListener("input", send);
    colour.addEventListener("input", send);
    return el("li", { data: { key: ink.key } }, [el("span", { class: "ink-key", text: ink.key }), colour, name]);
  }
}

const safeRgb = (rgb) => (/^[0-9a-f]{6}$/i.test(rgb) ? rgb : "000000");
