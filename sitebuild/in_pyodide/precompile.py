"""Every module of the pure wheel compiled by the runtime itself (run by run.mjs), so that the
browser neither compiles on load nor downloads the sources."""

import base64
import json
import zipfile

from pyc_of import pyc_of

SITE_PACKAGES = "/lib/python3.14/site-packages/"
"""Where the wheel's modules live in the browser: the name tracebacks show."""


def main(settings: str, wheel: str) -> str:
    """JSON ``{"<module>.pyc": base64 bytecode}`` for every ``.py`` of ``wheel``."""
    found = {}
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.endswith(".py"):
                pyc = pyc_of(archive.read(name), SITE_PACKAGES + name)
                found[name[:-3] + ".pyc"] = base64.b64encode(pyc).decode()
    return json.dumps(found)
