// editor-image.js — turns an image file (PNG, JPEG, GIF) into a picture of "#"/"." rows, in the page.
//
// Interface
//   const importer = new ImageImport({ canvas, onError })
//   await importer.load(file)                decode the file (throws a readable Error when it cannot)
//   importer.picture(width, height, threshold, invert) -> ["#..#", …]
//                                            scale to width×height, then a cell is filled when its
//                                            luminance is below threshold (0–255); transparent = paper
//   importer.colourPicture(width, height, count) -> {picture, palette}
//                                            keep colours: the count (2–8, background included) most
//                                            useful colours (quantise.js), picture in inkChars
//   importer.preview(picture, palette)       draw the picture into the preview canvas (palette: the
//                                            colours of a colour picture, else black on white)
// No dependency: the browser decodes the image and a canvas scales it (with smoothing, so each cell
// gets the average colour of the pixels it covers).

import { inkChars } from "./editor-picture.js";
import { quantise } from "./quantise.js";

const MAX_BYTES = 20_000_000;

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
    const scratch = document.createElement("canvas");
    scratch.width = width;
    scratch.height = height;
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
    const data = this.pixels(width, height);
    const rows = [];
    for (let r = 0; r < height; r++) {
      let row = "";
      for (let c = 0; c < width; c++) {
        const i = (r * width + c) * 4;
        const luminance = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
        row += (luminance < threshold) !== invert ? "#" : ".";
      }
      rows.push(row);
    }
    return rows;
  }

  colourPicture(width, height, count) {
    if (!this.bitmap) return null;
    const data = this.pixels(width, height);
    const { palette, labels } = quantise(data, width, height, count);
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
