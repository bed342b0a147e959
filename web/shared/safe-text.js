// safe-text.js — a puzzle's own text (title, author, licence: from a file, a share link, storage)
// made safe to show, in the player and the editor alike.  A title is data: it must not steer the
// page's text.  Bidirectional controls (U+202E "right-to-left override" reversed everything after
// it, the isolates and marks too) are removed; the element showing the text isolates it
// (dir="auto", see shared/base.css), so a Hebrew or Arabic title still reads right without spilling
// into the size beside it.  Line breaks and tabs become spaces; every other C0 control shows as
// its visible symbol (ESC as "␛": a terminal escape like "\x1b[31m" is shown, never acted on) and
// a C1 control as U+FFFD.  The CLI escapes the same characters its own way.
//
// Interface
//   displayText(text) -> string   the text to show ("" for null or undefined)

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SPACES = /[\t\n\v\f\r]+/g;
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

const visible = (ch) => {
  const code = ch.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code); // ␀ … ␟ (Control Pictures)
  return code === 0x7f ? "\u2421" : "\uFFFD"; // ␡ for DEL, the replacement character for C1
};

export function displayText(text) {
  return String(text ?? "").replace(BIDI, "").replace(SPACES, " ").replace(CONTROL, visible);
}
