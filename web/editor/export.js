// editor/export.js — the design leaving the editor: a file in any format that can hold it (colour
// designs grey out the black-and-white-only formats, saying why), a share link (copied when the
// browser allows; a warning, as for a download, while the design is not known to be unique), a
// play-test in the player ("index.html#playtest/<code>": nothing saved there) and a page for paper
// ("print.html#<code>").
//
// Interface (editor/main.js makes it)
//   const exporter = new Exporter({ client, design, colours, checked })   design: the editor's port;
//       colours: the palette (editor/colours.js); checked(): the live check's last verdict
//   exporter.loadFormats()   the worker's formats into #export-format
//   exporter.showFormats()   the formats a colour design cannot use, greyed (after every change)
//   exporter.clear()         the design changed: the share warning is for another one
//   exporter.bind()          the Download, Share, Play-test and Print buttons
// Nothing here solves: every answer comes from the worker ("design_formats", "design_export", "share").

import { download } from "../shared/dom.js";
import { openPrintPage } from "../shared/print-handover.js";
import { cluesOf } from "./picture.js";

const $ = (id) => document.getElementById(id);

export class Exporter {
  constructor({ client, design, colours, checked }) {
    Object.assign(this, { client, design, colours, checked });
  }

  bind() {
    $("export").addEventListener("click", () => this.exportFile());
    $("share").addEventListener("click", () => this.share());
    $("playtest").addEventListener("click", () => this.playtest());
    $("print-design").addEventListener("click", () => this.print());
  }

  clear() {
    $("share-warning").hidden = true;
  }

  /** Warn, beside the Download and Share buttons, while the design is not known to be unique. */
  warnUnlessUnique() {
    const check = this.checked();
    const warning = $("share-warning");
    warning.hidden = check?.verdict === "unique";
    warning.textContent = !check
      ? "Careful: the design has not been checked yet."
      : "Careful: this design is not unique yet — players may reach a different picture.";
  }

  async loadFormats() {
    try {
      const { formats } = await this.client.request("design_formats");
      this.formats = formats;
      $("export-format").replaceChildren(...formats.map((f) => Object.assign(new Option("", f.name), { format: f })));
      if (formats.some((f) => f.name === "non")) $("export-format").value = "non";
    } catch {
      // the worker could not answer (it failed to load): the Download button stays without a choice
    }
    this.showFormats();
  }

  /** Grey out the formats that cannot hold a colour design, saying why, while the design has colours. */
  showFormats() {
    const select = $("export-format");
    const colour = this.colours.isColour;
    for (const option of select.options) {
      const f = option.format;
      if (!f) continue;
      const refused = colour && !f.colour;
      option.disabled = refused;
      option.textContent = `${f.name} (${f.extension})${refused ? ` — no colours: ${f.reason}` : ""}`;
      option.title = refused ? f.reason : "";
    }
    if (select.selectedOptions[0]?.disabled) select.value = colour ? "xml" : "non";
    $("export").disabled = !select.options.length;
  }

  async exportFile() {
    const design = this.design;
    const format = $("export-format").value;
    this.warnUnlessUnique();
    try {
      const result = await this.client.request("design_export", { ...design.design(), format, ...design.metadata() });
      const bytes = result.encoding === "base64"
        ? Uint8Array.from(atob(result.text), (ch) => ch.charCodeAt(0))
        : new TextEncoder().encode(result.text);
      const name = (design.metadata().title || "design").replace(/[^\w.-]+/g, "-").slice(0, 60) || "design";
      download(`${name}${result.extension}`, bytes);
      design.notice(`Exported as ${name}${result.extension}.`);
    } catch (error) {
      if (error.type !== "Cancelled") design.notice(`Export failed: ${error.message}`, "error");
    }
  }

  /** The design in the worker's puzzle wire form (clues with their colours, the picture as goal). */
  puzzleJson() {
    const picture = this.design.picture();
    const { rows, cols, rowInks, colInks } = cluesOf(picture);
    const colours = this.colours.wire();
    const puzzle = { rows, cols, ...this.design.metadata(), goal: picture };
    if (!colours) return puzzle;
    const index = (line) => line.map((ch) => colours.findIndex((c) => c.char === ch));
    return { ...puzzle, colours, row_colours: rowInks.map(index), col_colours: colInks.map(index) };
  }

  async shareCode() {
    const { code } = await this.client.request("share", { puzzle: this.puzzleJson() });
    return code;
  }

  async share() {
    this.warnUnlessUnique();
    try {
      const url = new URL(`index.html#${await this.shareCode()}`, location.href).href;
      $("share-link").hidden = false;
      $("share-link").value = url;
      await navigator.clipboard?.writeText(url).catch(() => {});
      this.design.notice("Share link ready (copied when the browser allows).");
    } catch (error) {
      if (error.type !== "Cancelled") this.design.notice(`Sharing failed: ${error.message}`, "error");
    }
  }

  /** "print.html#<code>": the design laid out for paper in a new tab (opened at once: the click allows it). */
  async print() {
    try {
      await openPrintPage(() => this.shareCode(), { noTab: (url) => window.open(url, "_blank") });
    } catch (error) {
      if (error.type !== "Cancelled") this.design.notice(`Print failed: ${error.message}`, "error");
    }
  }

  async playtest() {
    try {
      // "#playtest/<code>": the player opens it without saving progress or adding it to the library.
      window.open(new URL(`index.html#playtest/${await this.shareCode()}`, location.href).href, "_blank");
    } catch (error) {
      if (error.type !== "Cancelled") this.design.notice(`Play-test failed: ${error.message}`, "error");
    }
  }
}
