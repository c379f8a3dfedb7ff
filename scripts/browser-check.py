#!/usr/bin/env python3
"""Opens a Griddle dashboard in headless Chromium and fails on what a user would notice.

Checks each page at 360, 800 and 1280 px, light and dark: no console error or uncaught exception, no
failed request and no request leaving the machine (the page must be self-contained), every
chart's SVG renders with a non-empty size, no horizontal overflow, no chart text drawn below
11 px, no two chart text boxes overlapping, no duplicate ids, and the daily chart's read-out works
by keyboard (arrow keys select marks; the live region announces the selected mark's title and a
callout shows it inside the figure). Then once without script: the page must still show every
chart and table. --max-kb fails a page larger than the budget. Saves light and dark screenshots
next to the page (or in --screenshots DIR, numbered per page) for a person to look at.

Talks to Chromium over --remote-debugging-pipe (the DevTools protocol as NUL-separated JSON on
file descriptors 3 and 4), so it needs only the Python standard library and Debian's chromium.

Usage: scripts/browser-check.py PAGE.html… [--screenshots DIR] [--max-kb N]
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

WIDTHS = [360, 800, 1280]


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
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const figures = [...document.querySelectorAll('figure')];
  const charts = figures.map((figure) => {
    // A figure may hold a wide and a compact layout; the one on show must render.
    const svg = [...figure.querySelectorAll('svg')].find((s) => s.getBoundingClientRect().width > 0);
    if (!svg) return {ok: false, why: 'no visible <svg>'};
    const box = svg.getBoundingClientRect();
    const marks = svg.querySelectorAll('path, rect, circle, line, polyline, polygon').length;
    const scale = box.width / svg.viewBox.baseVal.width;
    // Text drawn smaller than 11 px, and text boxes that overlap (a value label over an axis label).
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim() && visible(t));
    const small = [];
    for (const t of texts) {
      const size = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (size < 10.95) small.push(`${t.textContent.trim()} (${size.toFixed(1)} px)`);
    }
    const overlaps = [];
    const boxes = texts.map((t) => ({text: t.textContent.trim(), box: t.getBoundingClientRect()}));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].box, b = boxes[j].box;
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // Glyph boxes include line gaps: overlapping by more than 2 px both ways is a collision.
        if (width > 2 && height > 2) overlaps.push(`"${boxes[i].text}" / "${boxes[j].text}"`);
      }
    }
    return {ok: box.width > 50 && box.height > 50 && marks > 3, id: svg.id, width: box.width,
            height: box.height, marks, small: small.slice(0, 5), overlaps: overlaps.slice(0, 5)};
  });
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  const duplicates = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  return JSON.stringify({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    title: document.title,
    charts,
    duplicates,
    headings: document.querySelectorAll('h1, h2').length,
    tables: document.querySelectorAll('table').length,
    resources: performance.getEntriesByType('resource').map((entry) => entry.name),
  });
})()
"""

# Focuses the first chart with a read-out and steps through it by keyboard; reports what the live
# region announced, the marks' titles, and where the callout sits.
FOCUS_READOUT = r"""
(() => {
  const figure = document.querySelector('figure[data-readout]');
  if (!figure) return JSON.stringify({missing: true});
  figure.scrollIntoView();
  figure.focus();
  return JSON.stringify({focused: document.activeElement === figure});
})()
"""

READ_READOUT = r"""
(() => {
  const figure = document.querySelector('figure[data-readout]');
  const live = figure.querySelector('[aria-live]');
  const callout = figure.querySelector('.callout');
  const selected = figure.querySelector('.selected');
  const area = figure.getBoundingClientRect();
  const box = callout && !callout.hidden ? callout.getBoundingClientRect() : null;
  return JSON.stringify({
    announced: live ? live.textContent : null,
    selectedTitle: selected && selected.querySelector('title') ? selected.querySelector('title').textContent : null,
    callout: callout && !callout.hidden ? callout.textContent : null,
    calloutInside: box ? box.left >= area.left - 1 && box.right <= area.right + 1 : null,
  });
})()
"""


def evaluate(browser, session, expression):
    reply = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                         session=session)["result"]
    if "exceptionDetails" in reply:
        raise RuntimeError(f"page script failed: {reply['exceptionDetails'].get('text')}")
    return json.loads(reply["result"]["value"])


def press(browser, session, key, code):
    for kind in ("rawKeyDown", "keyUp"):
        browser.send("Input.dispatchKeyEvent",
                     {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode":
                      {"ArrowRight": 39, "ArrowLeft": 37, "End": 35, "Home": 36}[key]},
                     session=session)


def check_keyboard(browser, session, label, problems):
    focus = evaluate(browser, session, FOCUS_READOUT)
    if focus.get("missing"):
        problems.append(f"{label}: no chart offers a read-out")
        return
    if not focus.get("focused"):
        problems.append(f"{label}: the read-out chart cannot take keyboard focus")
        return
    press(browser, session, "ArrowRight", "ArrowRight")
    first = evaluate(browser, session, READ_READOUT)
    press(browser, session, "ArrowRight", "ArrowRight")
    second = evaluate(browser, session, READ_READOUT)
    press(browser, session, "End", "End")
    last = evaluate(browser, session, READ_READOUT)
    for name, state in (("first", first), ("second", second), ("last", last)):
        if not state["announced"] or state["announced"] != state["selectedTitle"]:
            problems.append(f"{label}: keyboard selection ({name} step) announced {state['announced']!r}, "
                            f"selected mark is {state['selectedTitle']!r}")
        if state["callout"] != state["selectedTitle"] or not state["calloutInside"]:
            problems.append(f"{label}: callout ({name} step) shows {state['callout']!r}, inside figure: "
                            f"{state['calloutInside']}")
    if first["announced"] and first["announced"] == second["announced"]:
        problems.append(f"{label}: the arrow key did not move the selection ({first['announced']!r})")
    return first["announced"]


def check_page(browser, session, page, shots, max_kb, problems):
    url = "file://" + page
    size = os.path.getsize(page)
    if max_kb and size > max_kb * 1024:
        problems.append(f"{page}: {size // 1024} KB, over the {max_kb} KB budget")
    for width in WIDTHS:
        for scheme in ("light", "dark"):
            label = f"{os.path.basename(os.path.dirname(page))} {width}px {scheme}"
            browser.events.clear()
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600},
                         session=session)
            browser.send("Emulation.setEmulatedMedia",
                         {"features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=session)
            browser.send("Page.navigate", {"url": url}, session=session)
            browser.wait_for(lambda m: m.get("method") == "Page.loadEventFired" and m.get("sessionId") == session)
            time.sleep(0.2)
            state = evaluate(browser, session, CHECK_PAGE)
            # Measured against the width we asked for: a mobile layout viewport can grow to
            # fit wide content, which would hide the overflow from window.innerWidth.
            state["overflow"] = state["scrollWidth"] - width
            if state["overflow"] > 0:
                problems.append(f"{label}: horizontal overflow of {state['overflow']} px")
            if not state["charts"]:
                problems.append(f"{label}: no chart on the page")
            for index, chart in enumerate(state["charts"]):
                if not chart.get("ok"):
                    problems.append(f"{label}: chart {index + 1} did not render: {chart}")
                if chart.get("small"):
                    problems.append(f"{label}: {chart['id']}: text below 11 px: {chart['small']}")
                if chart.get("overlaps"):
                    problems.append(f"{label}: {chart['id']}: overlapping text: {chart['overlaps']}")
            if state["duplicates"]:
                problems.append(f"{label}: duplicate ids {state['duplicates'][:5]}")
            if state["headings"] < 2:
                problems.append(f"{label}: page has no section headings")
            announced = check_keyboard(browser, session, label, problems)
            height = browser.send("Runtime.evaluate",
                                  {"expression": "document.documentElement.scrollHeight", "returnByValue": True},
                                  session=session)["result"]["result"]["value"]
            evaluate(browser, session, "(() => { window.scrollTo(0, 0); return '{}'; })()")
            shot = browser.send("Page.captureScreenshot",
                                {"format": "png", "captureBeyondViewport": True,
                                 "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 16000), "scale": 1}},
                                session=session)["result"]["data"]
            name = os.path.join(shots, f"screenshot-{width}-{scheme}.png")
            with open(name, "wb") as file:
                file.write(base64.b64decode(shot))
            report_events(browser, label, problems)
            print(f"browser-check: {label}: {len(state['charts'])} charts, overflow {max(0, state['overflow'])} px, "
                  f"keyboard read-out {announced!r}, screenshot {name}")
    # Without script the page must still be complete: every chart, its summary and its table.
    browser.send("Emulation.setScriptExecutionDisabled", {"value": True}, session=session)
    browser.send("Page.navigate", {"url": url}, session=session)
    browser.wait_for(lambda m: m.get("method") == "Page.loadEventFired" and m.get("sessionId") == session)
    # Evaluation from DevTools still runs while page scripts are disabled.
    state = evaluate(browser, session, CHECK_PAGE)
    browser.send("Emulation.setScriptExecutionDisabled", {"value": False}, session=session)
    if not state["charts"] or not all(chart.get("ok") for chart in state["charts"]) or not state["tables"]:
        problems.append(f"{page}: without script the page lacks charts or tables")
    print(f"browser-check: {page}: {size // 1024} KB; without script: {len(state['charts'])} charts, "
          f"{state['tables']} tables")


def report_events(browser, label, problems):
    for event in browser.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            problems.append(f"{label}: console error: {params.get('args')}")
        elif method == "Runtime.exceptionThrown":
            problems.append(f"{label}: uncaught exception: {params['exceptionDetails'].get('text')}")
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            problems.append(f"{label}: {params['entry'].get('text')} {params['entry'].get('url', '')}")
        elif method == "Network.loadingFailed":
            problems.append(f"{label}: failed request: {params.get('errorText')}")
        elif method == "Network.requestWillBeSent":
            request_url = params["request"]["url"]
            if not (request_url.startswith("file://") or request_url.startswith("data:")
                    or request_url == "about:blank"):
                problems.append(f"{label}: network request to {request_url}")


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if arguments else 64
    shots_root = None
    max_kb = None
    pages = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument == "--screenshots":
            shots_root = arguments[index + 1]
            index += 2
        elif argument == "--max-kb":
            max_kb = int(arguments[index + 1])
            index += 2
        else:
            pages.append(os.path.realpath(argument))
            index += 1
    for page in pages:
        if not os.path.isfile(page):
            print(f"browser-check: {page} does not exist", file=sys.stderr)
            return 66
    problems = []
    browser = Browser()
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["result"]["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["result"]["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(domain + ".enable", session=session)
        for number, page in enumerate(pages):
            shots = os.path.dirname(page) if shots_root is None else (
                shots_root if len(pages) == 1 else os.path.join(shots_root, str(number + 1)))
            os.makedirs(shots, exist_ok=True)
            check_page(browser, session, page, shots, max_kb, problems)
    finally:
        browser.close()
    if problems:
        for problem in problems:
            print("browser-check: FAIL: " + problem, file=sys.stderr)
        print(f"browser-check: 0 passed, {len(problems)} failed")
        return 1
    print(f"browser-check: {len(pages)} passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
