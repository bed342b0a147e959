// editor/file-types.js — the puzzle files the editor opens: every extension of every format the
// core reads and writes (nonogram_core.formats' TABLE, where each format's extensions are stated),
// so the file input accepts whatever the editor exports (.g, .mk, .cwd, .pbm, .csv, .nonpack, …).
// tests/editor/test_editor_collections.py checks this list against the table: add an extension
// there and here together.
//
// Interface
//   PUZZLE_EXTENSIONS            [".json", ".csv", …]
//   acceptPuzzleFiles(input)     set an <input type="file">'s accept list from it

export const PUZZLE_EXTENSIONS = [
  ".json", ".csv", ".non", ".nonpack", ".nin", ".mk", ".g", ".cwd", ".txt", ".taai", ".xml", ".pbn",
  ".pbm", ".text", ".pic", ".gno", ".toml", ".ini", ".in", ".yml", ".yaml", ".png", ".pattern", ".clues",
  ".dat",
];

export function acceptPuzzleFiles(input) {
  input.accept = PUZZLE_EXTENSIONS.join(",");
}
