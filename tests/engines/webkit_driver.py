"""WebKit (Debian's WebKitGTK ``MiniBrowser`` with ``--automation``) through selenium's WebKitGTK
driver, answering tests/engines/driver.py's commands: one JSON command a line on stdin, one JSON
reply a line on stdout (the same as firefox_driver.mjs).  It needs a display::

    xvfb-run -a python tests/engines/webkit_driver.py

One browser, one profile (WebKitGTK keeps the site's data in the automation session's data
directory until the browser quits), one page at a time.  Standard library and selenium only."""

from __future__ import annotations

import json
import os
import sys
import time

MINIBROWSER = os.environ.get("NONOGRAM_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")


def launch():
    from selenium import webdriver

    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(options=options)
    driver.set_script_timeout(180)
    driver.set_page_load_timeout(180)
    return driver


def wait_for(driver, expression: str, timeout: float):
    """Poll ``expression`` until it is truthy (a state the page announces); its value."""
    from selenium.common.exceptions import JavascriptException, WebDriverException

    end = time.monotonic() + timeout / 1000
    while True:
        try:
            value = driver.execute_script(f"return ({expression});")
        except JavascriptException:
            raise
        except WebDriverException:  # a page being replaced
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise TimeoutError(f"timed out after {timeout} ms waiting for {expression}")
        time.sleep(0.05)


def main() -> int:
    driver = launch()
    commands = {
        "version": lambda: driver.capabilities.get("browserVersion"),
        "goto": lambda url: driver.get(url) or True,
        "reload": lambda: driver.refresh() or True,
        "newPage": lambda: driver.get("about:blank") or True,
        "evaluate": lambda expression: driver.execute_script(f"return ({expression});"),
        "waitFor": lambda expression, timeout: wait_for(driver, expression, timeout),
        "click": lambda selector: driver.execute_script(
            "const el = document.querySelector(arguments[0]); el.click(); return true;", selector),
    }
    try:
        for line in sys.stdin:
            args = json.loads(line)
            op = args.pop("op")
            if op == "quit":
                break
            try:
                reply = {"ok": True, "value": commands[op](**args)}
            except Exception as error:  # reported to the caller, which fails the check
                reply = {"ok": False, "error": f"{type(error).__name__}: {error}"}
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
