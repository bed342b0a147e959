// editor/image.js — turns an image file (PNG, JPEG, GIF) into a picture of "#"/"." rows, or of a
// colour palette's characters, in the page; and the import panel that chooses its size and colours.
//
// Interface
//   const importer = new ImageImport({ canvas })
//   await importer.load(file)                decode the file (throws a readable Error when it cannot)
//   importer.picture(width, height, threshold, invert) -> ["#..#", …]
//                                            drawn at several pixels a cell, a pixel is dark when its
//                                            luminance is below threshold (0–255; transparent = paper),
//                                            a cell filled when most of it is dark or a thin dark
//                                            stripe runs through it (quantise.js thresholdCells: three
//                                            one-cell stripes stay three stripes, whatever the scale)
//   importer.colourPicture(width, height, count) -> {picture, palette}
//                                            keep colours: the count (2–8, background included) most
//                                            useful colours, found in the image drawn several pixels a
//                                            cell, without the blends of its anti-aliased edges
//                                            (editor/quantise.js's quantiseCells), picture in inkChars
//   importer.preview(picture, palette)       draw the picture into the preview canvas (palette: the
//                                            colours of a colour picture, else black on white)
//   const panel = new ImagePanel({ importer, design })   the import panel (design: the editor's port): #image-file, its size (#image-width,
//   panel.bind(); await panel.load(file)     #image-height, #image-keep: proportions kept), colours,
//                                            threshold, invert, preview, "Use this picture"
// No dependency: the browser decodes the image and a canvas scales it (with smoothing).

import { DEFAULT_PALETTE } from "./colours.js";
import { MAX_SIDE, clampSide, inkChars } from "./picture.js";
import { quantiseCells, thresholdCells } from "./quantise.js";
import { el } from "../shared/dom.js";

const MAX_BYTES = 20_000_000;
const PIXELS_PER_CELL = 8; // the colour path's resolution (fewer for big pictures or small images)
const MAX_PIXELS = 250_000;
const PIXEL_ART = 48; // an image this small (each side) is taken at one cell a pixel by default
const $ = (id) => document.getElementById(id);

export class ImageImport {
  constructor({ canvas }) {
    this.canvas = canvas;
    this.bitmap = null;
  }

  async load(file) {
    if (!/^image\/(png|jpeg|gif)$/.test(file.type) && !/\.(png|jpe?g|gif)$/i.test(file.name)) {
      throw new Error(`${file.name} is not a PNG, JPEG or GIF image`);
    }
    if (file.size > MAX_BYTES) throw new Error(`${file.name} is too large (${Math.round(file.size / 1e6)} MB)`);
    try {
      this.bitmap = await createImageBitmap(file);
    } catch {
      throw new Error(`${file.name} could not be decoded as an image`);
    }
    return { width: this.bitmap.width, height: this.bitmap.height };
  }

  /** The image scaled to width×height: RGBA bytes, transparent pixels on white. */
  pixels(width, height) {
    const scratch = el("canvas", { width, height });
    const ctx = scratch.getContext("2d", { willReadFrequently: true });
    ctx.fillStyle = "#fff"; // transparent pixels count as paper
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(this.bitmap, 0, 0, width, height);
    return ctx.getImageData(0, 0, width, height).data;
  }

  picture(width, height, threshold = 128, invert = false) {
    if (!this.bitmap) return null;
    // at one pixel a cell the browser's smoothing spreads a one-cell stripe over its neighbours
    // and it fades below the threshold: cells are judged from several pixels each instead
    const scale = this.scale(width, height);
    const labels = thresholdCells(this.pixels(width * scale, height * scale), width, height, scale, threshold, invert);
    const rows = [];
    for (let r = 0; r < height; r++) {
      rows.push(Array.from({ length: width }, (_, c) => (labels[r * width + c] ? "#" : ".")).join(""));
    }
    return rows;
  }

  /** Pixels per cell for the colour path: up to 8, no more than the image has, within MAX_PIXELS. */
  scale(width, height) {
    const own = Math.floor(Math.min(this.bitmap.width / width, this.bitmap.height / height));
    const room = Math.floor(Math.sqrt(MAX_PIXELS / (width * height)));
    return Math.max(1, Math.min(PIXELS_PER_CELL, own, room));
  }

  colourPicture(width, height, count) {
    if (!this.bitmap) return null;
    const scale = this.scale(width, height);
    const data = this.pixels(width * scale, height * scale);
    const { palette, labels } = quantiseCells(data, width, height, scale, count);
    const chars = inkChars(palette.length);
    const picture = [];
    for (let r = 0; r < height; r++) {
      picture.push(Array.from({ length: width }, (_, c) => chars[labels[r * width + c]]).join(""));
    }
    return { picture, palette };
  }

  preview(picture, palette = null) {
    const height = picture.length;
    const width = picture[0]?.length || 0;
    const scale = Math.max(1, Math.floor(240 / Math.max(width, height, 1)));
    this.canvas.width = width * scale;
    this.canvas.height = height * scale;
    const ctx = this.canvas.getContext("2d");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const chars = palette ? inkChars(palette.length) : [".", "#"];
    const fills = palette ? palette.map((c) => `#${c.rgb}`) : ["#fff", "#1d2330"];
    picture.forEach((row, r) => {
      for (let c = 0; c < width; c++) {
        const k = chars.indexOf(row[c]);
        if (k <= 0) continue;
        ctx.fillStyle = fills[k];
        ctx.fillRect(c * scale, r * scale, scale, scale);
      }
    });
  }
}

/** The import panel: the image's size in cells (its proportions kept unless unticked), colours or
 *  threshold, a preview, and "Use this picture" (one undo step). */
export class ImagePanel {
  constructor({ importer, design }) {
    this.importer = importer;
    this.design = design;
    this.size = null; // the image's own size in pixels
  }

  async load(file) {
    try {
      this.size = await this.importer.load(file);
    } catch (error) {
      return this.design.notice(error.message, "error");
    }
    const { width, height } = this.size;
    // A small image (pixel art) keeps one cell a pixel; a larger one starts at the grid's width.
    const small = width <= PIXEL_ART && height <= PIXEL_ART;
    this.setSize(small ? width : this.design.picture()[0].length, small ? height : null);
    $("image-panel").hidden = false;
    $("image-size-note").textContent = `The image is ${width}×${height} pixels.`;
    this.preview();
  }

  /** Set the size fields: the width given, the height given or (proportions kept) following it. */
  setSize(width, height = null) {
    const w = clampSide(Math.round(width) || 1);
    $("image-width").value = w;
    $("image-height").value = height !== null ? clampSide(Math.round(height) || 1) : this.follow("height", w);
  }

  /** The other side for one side's value, in the image's proportions. */
  follow(other, value) {
    const { width, height } = this.size;
    const ratio = other === "height" ? height / width : width / height;
    return clampSide(Math.max(1, Math.round(value * ratio)));
  }

  /** A size field changed: keep it within 1..MAX_SIDE and, with proportions kept, move the other. */
  sized(which) {
    const field = $(`image-${which}`);
    const value = clampSide(Math.round(Number(field.value)) || 1);
    field.value = value;
    if ($("image-keep").checked && this.size) {
      const other = which === "width" ? "height" : "width";
      $(`image-${other}`).value = this.follow(other, value);
    }
    this.preview();
  }

  /** The imported picture and its palette: black-and-white by threshold, or N colours kept. */
  picture() {
    const width = clampSide(Number($("image-width").value) || 1);
    const height = clampSide(Number($("image-height").value) || 1);
    const count = Number($("image-colours").value);
    $("threshold").disabled = $("invert").disabled = count > 0;
    if (count > 0) return this.importer.colourPicture(width, height, count);
    const picture = this.importer.picture(width, height, Number($("threshold").value), $("invert").checked);
    return picture && { picture, palette: DEFAULT_PALETTE };
  }

  preview() {
    if ($("image-panel").hidden) return;
    const found = this.picture();
    if (found) this.importer.preview(found.picture, Number($("image-colours").value) > 0 ? found.palette : null);
  }

  use() {
    const found = this.picture();
    if (!found) return;
    // a new design: an empty title and author (Undo brings the old ones back with the picture)
    this.design.setPicture(found.picture, { palette: found.palette, metadata: {}, draft: null });
    const size = `${found.picture[0].length}×${found.picture.length}`;
    this.design.notice(`Imported the image at ${size}${found.palette.length > 2 ? ` with ${found.palette.length - 1} inks` : ""}.`);
  }

  bind() {
    const on = (id, event, handler) => $(id).addEventListener(event, handler);
    on("image-file", "change", (e) => {
      const [file] = e.target.files;
      if (file) this.load(file);
      e.target.value = "";
    });
    on("image-width", "change", () => this.sized("width"));
    on("image-height", "change", () => this.sized("height"));
    on("image-keep", "change", () => $("image-keep").checked && this.sized("width"));
    on("threshold", "input", () => this.preview());
    on("invert", "change", () => this.preview());
    on("image-colours", "change", () => this.preview());
    on("use-image", "click", () => this.use());
    $("image-width").max = $("image-height").max = String(MAX_SIDE);
  }
}
