#!/usr/bin/env python3
"""Opens a Griddle dashboard in headless Chromium and fails on what a user would notice.

Checks: no console error or uncaught exception, no failed request and no request leaving the
machine (the page must be self-contained), every chart's SVG renders with a non-empty size, and
no horizontal overflow at 360 px wide. Saves light and dark screenshots next to the page (or in
--screenshots DIR) for a person to look at.

Talks to Chromium over --remote-debugging-pipe (the DevTools protocol as NUL-separated JSON on
file descriptors 3 and 4), so it needs only the Python standard library and Debian's chromium.

Usage: scripts/browser-check.py PATH/index.html [--screenshots DIR]
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

WIDTHS = [360, 1280]


class Browser:
    def __init__(self):
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not binary:
            sys.exit("browser-check: chromium is not installed (apt-get install -y chromium)")
        to_browser_r, self.to_browser_w = os.pipe()
        self.from_browser_r, from_browser_w = os.pipe()
        # The child must see our pipe ends as fds 3 (commands) and 4 (replies). Move them out of
        # the way first so the dup2 calls cannot clobber each other.
        to_browser_r = self._move_high(to_browser_r, 100)
        from_browser_w = self._move_high(from_browser_w, 101)

        def wire():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)
        self.profile = tempfile.mkdtemp(prefix="griddle-chromium-")
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--user-data-dir=" + self.profile,
             "--hide-scrollbars", "about:blank"],
            preexec_fn=wire, pass_fds=(3, 4, to_browser_r, from_browser_w),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    @staticmethod
    def _move_high(fd, target):
        os.dup2(fd, target)
        os.close(fd)
        return target

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser_w, json.dumps(message).encode() + b"\0")
        return self.wait_for(lambda m: m.get("id") == self.next_id)

    def read_message(self, timeout):
        deadline = time.time() + timeout
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self.from_browser_r, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def wait_for(self, predicate, timeout=30):
        deadline = time.time() + timeout
        while True:
            message = self.read_message(max(0.1, deadline - time.time()))
            if predicate(message):
                if "error" in message:
                    raise RuntimeError(f"DevTools error: {message['error']}")
                return message
            if "method" in message:
                self.events.append(message)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


CHECK_PAGE = r"""
(() => {
  const figures = [...document.querySelectorAll('figure')];
  const charts = figures.map((figure) => {
    // A figure may hold a wide and a compact layout; the one on show must render.
    const svg = [...figure.querySelectorAll('svg')].find((s) => s.getBoundingClientRect().width > 0);
    if (!svg) return {ok: false, why: 'no visible <svg>'};
    const box = svg.getBoundingClientRect();
    const marks = svg.querySelectorAll('path, rect, circle, line, polyline, polygon').length;
    return {ok: box.width > 50 && box.height > 50 && marks > 3, width: box.width, height: box.height, marks};
  });
  return JSON.stringify({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    title: document.title,
    charts,
    headings: document.querySelectorAll('h1, h2').length,
    resources: performance.getEntriesByType('resource').map((entry) => entry.name),
  });
})()
"""


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if arguments else 64
    page = os.path.realpath(arguments[0])
    shots = os.path.dirname(page)
    if "--screenshots" in arguments:
        shots = arguments[arguments.index("--screenshots") + 1]
    os.makedirs(shots, exist_ok=True)
    if not os.path.isfile(page):
        print(f"browser-check: {page} does not exist", file=sys.stderr)
        return 66
    url = "file://" + page
    problems = []
    browser = Browser()
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["result"]["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["result"]["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(domain + ".enable", session=session)
        for width in WIDTHS:
            for scheme in ("light", "dark"):
                browser.events.clear()
                browser.send("Emulation.setDeviceMetricsOverride",
                             {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600},
                             session=session)
                browser.send("Emulation.setEmulatedMedia",
                             {"features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=session)
                browser.send("Page.navigate", {"url": url}, session=session)
                browser.wait_for(lambda m: m.get("method") == "Page.loadEventFired" and m.get("sessionId") == session)
                time.sleep(0.2)
                result = browser.send("Runtime.evaluate", {"expression": CHECK_PAGE, "returnByValue": True},
                                      session=session)["result"]["result"]["value"]
                state = json.loads(result)
                # Measured against the width we asked for: a mobile layout viewport can grow to
                # fit wide content, which would hide the overflow from window.innerWidth.
                state["overflow"] = state["scrollWidth"] - width
                # Drain events that arrived while the page settled.
                for event in browser.events:
                    method, params = event.get("method"), event.get("params", {})
                    if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                        problems.append(f"{width}px {scheme}: console error: {params.get('args')}")
                    elif method == "Runtime.exceptionThrown":
                        problems.append(f"{width}px {scheme}: uncaught exception: {params['exceptionDetails'].get('text')}")
                    elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                        problems.append(f"{width}px {scheme}: {params['entry'].get('text')} {params['entry'].get('url', '')}")
                    elif method == "Network.loadingFailed":
                        problems.append(f"{width}px {scheme}: failed request: {params.get('errorText')}")
                    elif method == "Network.requestWillBeSent":
                        request_url = params["request"]["url"]
                        if not (request_url.startswith("file://") or request_url.startswith("data:")
                                or request_url == "about:blank"):
                            problems.append(f"{width}px {scheme}: network request to {request_url}")
                if state["overflow"] > 0:
                    problems.append(f"{width}px {scheme}: horizontal overflow of {state['overflow']} px")
                if not state["charts"]:
                    problems.append(f"{width}px {scheme}: no chart on the page")
                for index, chart in enumerate(state["charts"]):
                    if not chart.get("ok"):
                        problems.append(f"{width}px {scheme}: chart {index + 1} did not render: {chart}")
                if state["headings"] < 2:
                    problems.append(f"{width}px {scheme}: page has no section headings")
                height = browser.send("Runtime.evaluate",
                                      {"expression": "document.documentElement.scrollHeight", "returnByValue": True},
                                      session=session)["result"]["result"]["value"]
                shot = browser.send("Page.captureScreenshot",
                                    {"format": "png", "captureBeyondViewport": True,
                                     "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 6000), "scale": 1}},
                                    session=session)["result"]["data"]
                name = os.path.join(shots, f"screenshot-{width}-{scheme}.png")
                with open(name, "wb") as file:
                    file.write(base64.b64decode(shot))
                print(f"browser-check: {width}px {scheme}: {len(state['charts'])} charts, "
                      f"overflow {max(0, state['overflow'])} px, screenshot {name}")
    finally:
        browser.close()
    if problems:
        for problem in problems:
            print("browser-check: FAIL: " + problem, file=sys.stderr)
        print(f"browser-check: 0 passed, {len(problems)} failed")
        return 1
    print("browser-check: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
