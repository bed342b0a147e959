// shared/dom.js — the one way the pages make elements: what an element is (its tag, its
// properties, its children) reads as one expression instead of a chain of statements.  Text goes in
// as text (textContent, never HTML), so a puzzle's title cannot become markup on its way in.
//
// Interface
//   el(tag, props = {}, children = []) -> element
//     props: "class" → className, "text" → textContent, "data" → dataset entries, "style" → each
//     property set with style.setProperty (custom properties too: {"--n": 4}), "on" → event
//     listeners ({click: fn}); "role" and names with a dash (aria-*) → attributes; any other name
//     → the element's property (id, type, href, title, hidden, tabIndex, htmlFor, …).  A prop that
//     is null or undefined is left out.
//     children: a node or a string, or a list of them (null, undefined and false left out)
//   button(text, props = {}, children = []) -> <button type="button">  (text null: only its children)
//   svgIcon(paths) -> the toolbar's 20×20 line icon (<svg class="icon">) of these path data
//   download(filename, data)   hand the browser a file to save (data: text or bytes)

export function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "data") Object.assign(node.dataset, value);
    else if (key === "style") for (const [name, v] of Object.entries(value)) node.style.setProperty(name, v);
    else if (key === "on") for (const [event, listener] of Object.entries(value)) node.addEventListener(event, listener);
    else if (key === "role" || key.includes("-")) node.setAttribute(key, value);
    else node[key] = value;
  }
  node.append(...[children].flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

export const button = (text, props = {}, children = []) => el("button", { type: "button", text, ...props }, children);

const SVG = "http://www.w3.org/2000/svg";

export function svgIcon(paths) {
  const icon = document.createElementNS(SVG, "svg");
  for (const [name, value] of [["class", "icon"], ["viewBox", "0 0 20 20"], ["aria-hidden", "true"], ["focusable", "false"]]) {
    icon.setAttribute(name, value);
  }
  for (const d of paths) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    icon.append(path);
  }
  return icon;
}

export function download(filename, data) {
  const link = el("a", { href: URL.createObjectURL(new Blob([data], { type: "application/octet-stream" })), download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
