// editor/main.js — the editor page's composition root: it makes the page's parts and wires them.
// The design (editor/editor.js) is what they all work on; each part gets the editor's narrow port
// (`design` below: the picture, palette and metadata, and the notice line) and the few other things
// it uses, never the editor itself.  window.nonogramEditor is the editor, with its parts, for tests
// and benches (tests/editor, bench/editor_browser_bench.py, scripts/screenshots.py).

import { GridView } from "../grid/grid-view.js";
import { registerServiceWorker } from "../offline/register.js";
import { loadSite, nameHeader, pageTitle } from "../shared/site.js";
import { SolverClient } from "../solver/client.js";
import { CollectionPanel } from "./collection.js";
import { EditorColours } from "./colours.js";
import { DraftShelf } from "./drafts.js";
import { DrawingTools } from "./draw.js";
import { Editor } from "./editor.js";
import { Exporter } from "./export.js";
import { FixPanel } from "./fixes.js";
import { GradePanel } from "./grade.js";
import { ImageImport, ImagePanel } from "./image.js";
import { EditorMessages } from "./messages.js";
import { Opener } from "./open.js";
import { attachRandomPicture } from "./random.js";
import { Startup } from "./startup.js";

const $ = (id) => document.getElementById(id);

const messages = new EditorMessages();
const client = new SolverClient({ onStatus: (state) => messages.engine(state) });
const view = new GridView($("board-wrap"), {
  label: "Editor",
  blankState: "empty",
  crossState: "empty",
  onEdit: () => editor.edited(),
});
/** The design as the page's parts see it: what they read and change of the editor, nothing more. */
const design = {
  picture: () => editor.picture(),
  setPicture: (rows, options) => editor.setPicture(rows, options),
  snapshot: () => editor.snapshot(),
  design: () => editor.design(),
  key: () => editor.designKey(),
  metadata: () => editor.metadata(),
  setMetadata: (meta) => editor.setMetadata(meta),
  /** A new title for the design on the board (its draft was renamed or saved under it). */
  retitle: (title) => {
    editor.setMetadata({ ...editor.metadata(), title });
    startup.autosave();
  },
  draft: () => editor.draftId,
  history: () => editor.history(),
  restoreHistory: (history, isStep) => editor.restoreHistory(history, isStep),
  setDraft: (id) => {
    editor.draftId = id;
    startup.autosave();
    drafts.showCurrent();
  },
  notice: (message, kind) => messages.notice(message, kind),
};
const checked = () => editor.check;
const colours = new EditorColours({ view, design, selectFill: () => editor.selectTool("fill") });
const fixes = new FixPanel({
  client, design, colours, preview: (fix) => editor.previewFix(fix), onFound: (found) => { editor.lastSuggestions = found; },
});
const grade = new GradePanel({
  client, design, checked, marks: { mark: (cells, cls) => editor.mark(cells, cls), clear: (cls) => editor.clearMarks(cls) },
});
const exporter = new Exporter({ client, design, colours, checked });
const draw = new DrawingTools({ view, notice: design.notice });
const importer = new ImageImport({ canvas: $("image-preview") });
const images = new ImagePanel({ importer, design });
const editor = new Editor({
  client, view, colours, messages,
  onChange: () => {
    fixes.clear();
    grade.clear();
    exporter.clear();
    startup.autosave();
    drafts.showCurrent();
  },
});
const drafts = new DraftShelf({ design });
const opener = new Opener({ client, design, addDrafts: (list) => drafts.addMany(list) }); // files and share links
const collection = new CollectionPanel({ client, notice: design.notice, drafts });
const startup = new Startup({ design, opener, images, exporter });

colours.bind();
draw.bind();
fixes.bind();
grade.bind();
images.bind();
exporter.bind();
startup.bind();
window.nonogramEditor = Object.assign(editor, { drafts, opener, collection, importer });
startup.start();
attachRandomPicture({ client, design });
// Precaching downloads the whole runtime again: start it once the solver has loaded, so the two
// downloads do not compete for the first answer.
const register = () => registerServiceWorker();
client.ready.then(register, register);
// A site built with --site-title names its editor too: the header and the window title (as text).
loadSite().then((site) => {
  if (!site.named) return;
  nameHeader(document.getElementById("site-name"));
  document.title = pageTitle("Editor");
});
