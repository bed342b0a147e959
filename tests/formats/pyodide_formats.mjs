// Reads and writes every format inside Pyodide under node, from the working tree's package.
// Usage: node pyodide_formats.mjs WEB_DIR PACKAGE_DIR CORPUS_DIR  → prints one JSON object.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [webDir, packageDir, corpusDir] = process.argv.slice(2);
const web = path.resolve(webDir);
const { loadPyodide } = await import(pathToFileURL(path.join(web, "pyodide", "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.join(web, "pyodide") + path.sep, stdout: () => {} });

function copy(dir, dest) {
  pyodide.FS.mkdirTree(dest);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const src = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "__pycache__") copy(src, `${dest}/${entry.name}`);
    else if (entry.name.endsWith(".py")) pyodide.FS.writeFile(`${dest}/${entry.name}`, readFileSync(src));
  }
}
copy(path.resolve(packageDir), "/home/pyodide/nonogram_core");
const files = ["colour/olsak-acorn.xml", "blotted/olsak-acorn-blotuniq.xml", "survey/webpbn-00001-dancer.non"];
for (const file of files) {
  pyodide.FS.writeFile(`/tmp/${path.basename(file)}`, readFileSync(path.join(corpusDir, file)));
}
console.log(pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from nonogram_core.formats import FORMATS, read, read_file, sharecode, write
from nonogram_core.model import PuzzleFormatError
out = {"python": sys.version.split()[0], "round_trips": {}, "errors": []}
[dancer] = read_file("/tmp/webpbn-00001-dancer.non")
for name, module in FORMATS.items():
    if module.write is None or name in ("tournament", "pbm", "text", "png"):
        continue
    [back] = read(write(dancer, name))
    out["round_trips"][name] = [list(back.rows), list(back.cols)] == [list(dancer.rows), list(dancer.cols)]
[acorn] = read_file("/tmp/olsak-acorn.xml")
[blotted] = read_file("/tmp/olsak-acorn-blotuniq.xml")
out["colours"] = len(acorn.colours)
out["share"] = sharecode.decode(sharecode.encode(blotted))[0].rows == blotted.rows
from nonogram_core.model import puzzle_from_picture
pictured = puzzle_from_picture(["##.#.", ".###.", "#...#"])
out["png"] = read(write(pictured, "png"))[0].cols == pictured.cols  # zlib and struct in the browser
out["utf16"] = read(write(dancer, "non").encode("utf-16"))[0].rows == dancer.rows
for bad in ("<puzzleset>" + "<p>" * 100, '{"rows": [[1]], "cols": [[1]', "width 2\\nheight 1\\nrows\\n1,q\\ncolumns\\n1\\n0\\n"):
    try:
        read(bad)
    except PuzzleFormatError as error:
        out["errors"].append([error.line, error.message])
json.dumps(out)
`));
