"""A minimal XML tree that remembers where each element starts, so errors can say line and column.

``xml.etree`` drops positions; this builds the little we need (tag, attributes, text, children)
with the standard ``pyexpat`` parser, which Pyodide ships too.  Entity declarations must be
refused by the caller beforehand; external entities are never fetched.

>>> root = parse('<a x="1">\\n  <b>hi</b>\\n</a>')
>>> root.get("x"), root.find("b").text, root.find("b").line
('1', 'hi', 2)
"""

from __future__ import annotations

from xml.parsers import expat

from ._common import fail, shorten

MAX_DEPTH = 64


class Node:
    """One element: ``tag``, ``attrib``, direct ``text``, ``children`` and its 1-based position."""

    __slots__ = ("tag", "attrib", "children", "parts", "line", "column")

    def __init__(self, tag: str, attrib: dict[str, str], line: int, column: int) -> None:
        self.tag = tag
        self.attrib = attrib
        self.children: list[Node] = []
        self.parts: list[str] = []
        self.line = line
        self.column = column

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def get(self, key: str, default: str | None = None) -> str | None:
        return self.attrib.get(key, default)

    def find(self, tag: str) -> Node | None:
        return next((child for child in self.children if child.tag == tag), None)

    def findall(self, tag: str) -> list[Node]:
        return [child for child in self.children if child.tag == tag]


def parse(text: str) -> Node:
    """The document element of ``text``; malformed XML raises ``PuzzleFormatError`` with its place."""
    parser = expat.ParserCreate()
    parser.buffer_text = True
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    stack: list[Node] = []
    roots: list[Node] = []

    def start(tag: str, attrib: dict[str, str]) -> None:
        node = Node(tag, attrib, parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)
        (stack[-1].children if stack else roots).append(node)
        stack.append(node)
        if len(stack) > MAX_DEPTH:
            raise fail(f"XML nested more than {MAX_DEPTH} deep", node.line, node.column)

    def end(tag: str) -> None:
        stack.pop()

    def characters(data: str) -> None:
        if stack:
            stack[-1].parts.append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        parser.Parse(text, True)
    except expat.ExpatError as error:
        message = shorten(expat.ErrorString(error.code) or "malformed", 80)
        raise fail(f"invalid XML: {message}", error.lineno, error.offset + 1) from None
    return roots[0]
