/// The dashboard's inline style sheet: system fonts, light and dark palettes following the
/// viewer's setting, a single column on phones and a grid on wide screens, and print rules.
let dashboardStyleSheet = """
  :root {
    color-scheme: light dark;
    --page: #f6f5f3; --card: #ffffff; --text: #1d1d1f; --muted: #5c5c63; --line: #d9d7d2;
    --accent: #b4236a; --up: #1f7a3a; --down: #b42318; --focus: #0a64d6;
  }
  @media (prefers-color-scheme: dark) {
    :root {
      --page: #121214; --card: #1c1c1f; --text: #f2f2f4; --muted: #a9a9b2; --line: #3a3a40;
      --accent: #ff7ab6; --up: #5fd68a; --down: #ff8a80; --focus: #7ab8ff;
    }
  }
  * { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0; background: var(--page); color: var(--text);
    font: 16px/1.45 "Liberation Sans", Arial, Helvetica, system-ui, sans-serif;
  }
  header, main, footer { max-width: 1120px; margin: 0 auto; padding: 0 16px; }
  header { padding-top: 24px; }
  h1 { font-size: 1.6rem; margin: 0 0 4px; }
  h2 { font-size: 1.15rem; margin: 0 0 6px; }
  section > h2#glance { margin-top: 20px; }
  .subtitle, .generated, footer { color: var(--muted); }
  .subtitle { margin: 0; }
  /* Figures of earlier days that changed since first reported: one line, marked at its edge
     (not by colour alone: it is a sentence), above the tiles. */
  .changed { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--accent);
    border-radius: 8px; padding: 10px 14px; margin: 16px 0 0; overflow-wrap: anywhere; }
  .notice { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px; }
  .tiles { list-style: none; padding: 0; margin: 16px 0; display: grid; gap: 12px;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); }
  .tile { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px 14px; min-width: 0; }
  .tile .label { color: var(--muted); font-size: 0.85rem; margin: 0; }
  /* Sized so a six-figure amount fits a phone's half-width tile on one line. */
  .tile .value { font-size: 1.3rem; font-weight: 700; margin: 2px 0;
    font-variant-numeric: tabular-nums; }
  /* Millions and more: smaller, and wrapped only between digit groups (<wbr>). */
  .tiles.long-values .tile .value { font-size: 1.05rem; }
  .tile .detail { font-size: 0.85rem; margin: 0; color: var(--muted); overflow-wrap: anywhere; }
  /* A word longer than a phone's line (a 58-letter Welsh village in a heading or a summary)
     breaks rather than pushing the page sideways. */
  h1, h2, h3, .subtitle, .summary, .note, caption { overflow-wrap: anywhere; }
  .change { font-weight: 700; }
  .change.up { color: var(--up); } .change.down { color: var(--down); } .change.flat { color: var(--muted); }
  .charts { display: grid; gap: 16px; grid-template-columns: 1fr; margin-bottom: 24px; }
  /* On a wide screen the smaller charts pair up, two to a row. */
  @media (min-width: 1024px) {
    .charts { grid-template-columns: 1fr 1fr; grid-auto-flow: row dense; }
    .chart { grid-column: 1 / -1; } .chart.half { grid-column: auto; }
  }
  /* Each chart comes laid out three times, 960, 560 and 300 px wide, for wide screens, tablets
     and phones: each is shown only where its box is at least as wide as its layout, so chart
     text is never scaled below its 11 px. */
  .medium-chart, .compact-chart { display: none; }
  @media (max-width: 1023px) {
    .wide-chart { display: none; } .medium-chart, .wide-chart.up-to-compact { display: block; }
  }
  @media (max-width: 640px) {
    .medium-chart, .wide-chart.up-to-compact { display: none; } .compact-chart { display: block; }
    /* Phone charts are laid out 300 px wide: keep the figure at least that wide on a 360 px
       screen so chart text is never drawn below its 11 px. */
    header, main, footer { padding-left: 12px; padding-right: 12px; }
    .chart { padding: 12px; }
    /* The fleet table keeps city, trend, net sales and change on a phone; rank and units are in
       the order and the CSV. */
    .fleet .rank, .fleet .units, .wide-only { display: none; }
    .fleet td, .fleet th { padding: 4px 5px; }
    .fleet .spark { width: 60px; }
  }
  .chart { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 14px; min-width: 0; }
  .chart .summary { margin: 0 0 8px; }
  figure { margin: 0; border-radius: 8px; position: relative; }
  figure:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
  figure svg { display: block; width: 100%; height: auto; max-width: 100%; }
  .readout { display: block; min-height: 1.45em; color: var(--muted); font-size: 0.9rem; }
  .callout { position: absolute; z-index: 1; pointer-events: none; max-width: 100%;
    background: var(--card); color: var(--text); border: 1px solid var(--line); border-radius: 6px;
    padding: 2px 8px; font-size: 0.85rem; box-shadow: 0 1px 4px rgba(0,0,0,.25); }
  .plotkit .selected { stroke: var(--text); stroke-width: 2px; }
  h3.tile-group { font-size: 1rem; margin: 16px 0 0; color: var(--muted); font-weight: 600; }
  .tiles { margin-top: 8px; }
  .city-figures table { width: 100%; }
  .more { margin: 6px 0 0; }
  section[aria-labelledby="glance"] { margin-bottom: 20px; }
  .ramp { display: flex; flex-wrap: wrap; gap: 4px 10px; list-style: none; padding: 0;
    margin: 8px 0 0; font-size: 0.85rem; color: var(--muted); }
  .ramp .swatch { display: inline-block; width: 18px; height: 12px; margin-right: 4px;
    vertical-align: -1px; border-radius: 2px; background: var(--light); }
  @media (prefers-color-scheme: dark) { .ramp .swatch { background: var(--dark); } }
  .multiples { display: grid; gap: 12px 20px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); }
  .multiples figure { max-width: 420px; }
  .multiples h3 { font-size: 1rem; margin: 0 0 4px; }
  .note { color: var(--muted); font-size: 0.85rem; margin: 8px 0 0; }
  .fleet td, .fleet th { white-space: nowrap; }
  .fleet th[scope="row"] { white-space: normal; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
  .fleet .spark { display: block; width: 96px; height: 24px; }
  .fleet .spark polyline { fill: none; stroke: var(--accent); stroke-width: 1.5; }
  details { margin-top: 8px; }
  summary { cursor: pointer; color: var(--accent); }
  .table-wrap { overflow-x: auto; max-width: 100%; }
  table { border-collapse: collapse; margin-top: 8px; font-size: 0.9rem; min-width: 50%; }
  caption { text-align: left; color: var(--muted); padding-bottom: 4px; }
  th, td { padding: 4px 10px; border-bottom: 1px solid var(--line); text-align: left; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
  .downloads { font-size: 0.85rem; margin: 8px 0 0; }
  a { color: var(--accent); }
  footer { padding-bottom: 24px; font-size: 0.85rem; }
  @media print {
    :root { --page: #fff; --card: #fff; --text: #000; --muted: #333; --line: #999; }
    body { background: #fff; }
    .chart, .tile { break-inside: avoid; }
    .charts { grid-template-columns: 1fr; }
    details > *:not(summary) { display: block; }
    .readout, .downloads { display: none; }
    .wide-chart { display: block; } .medium-chart, .compact-chart { display: none; }
  }
  """

/// Progressive enhancement only: pointer and keyboard selection on charts marked
/// `data-readout`. The selected mark is outlined, its `<title>` (the accessible name PlotKit
/// writes for every mark) is shown in a callout beside it and announced through the figure's
/// live region. Arrow keys step through the marks left to right, Home and End jump, Escape
/// clears. The page is complete without it: every mark keeps its hover `<title>`.
let pointerReadoutScript = """
  document.querySelectorAll('figure[data-readout]').forEach(function (figure) {
    var live = figure.querySelector('.readout');
    if (!live) { return; }
    var callout = document.createElement('div');
    callout.className = 'callout';
    callout.setAttribute('aria-hidden', 'true');
    callout.hidden = true;
    figure.appendChild(callout);
    var selected = null;
    function visibleMarks() {
      var svg = Array.prototype.find.call(figure.querySelectorAll('svg'), function (s) {
        return s.getBoundingClientRect().width > 0;
      });
      if (!svg) { return []; }
      var marks = Array.prototype.filter.call(
        svg.querySelectorAll('[role="graphics-symbol"]'),
        function (m) { return m.querySelector('title'); });
      return marks.map(function (m) { return {mark: m, box: m.getBoundingClientRect()}; })
        .sort(function (a, b) { return (a.box.left - b.box.left) || (a.box.top - b.box.top); })
        .map(function (entry) { return entry.mark; });
    }
    function clear() {
      if (selected) { selected.classList.remove('selected'); }
      selected = null;
      callout.hidden = true;
    }
    function select(mark, announce) {
      if (selected === mark) { return; }
      clear();
      selected = mark;
      mark.classList.add('selected');
      var text = mark.querySelector('title').textContent;
      callout.textContent = text;
      callout.hidden = false;
      var area = figure.getBoundingClientRect();
      var box = mark.getBoundingClientRect();
      var width = callout.offsetWidth;
      var left = box.left + box.width / 2 - area.left - width / 2;
      left = Math.max(0, Math.min(left, area.width - width));
      var top = box.top - area.top - callout.offsetHeight - 6;
      callout.style.left = left + 'px';
      callout.style.top = Math.max(0, top) + 'px';
      if (announce) { live.textContent = text; }
    }
    figure.addEventListener('pointermove', function (event) {
      var mark = event.target.closest('[role="graphics-symbol"]');
      if (mark && figure.contains(mark) && mark.querySelector('title')) { select(mark, false); }
    });
    figure.addEventListener('pointerleave', clear);
    figure.addEventListener('blur', clear);
    figure.addEventListener('keydown', function (event) {
      var marks = visibleMarks();
      if (!marks.length) { return; }
      var index = marks.indexOf(selected);
      var next = null;
      if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
        next = index < 0 ? 0 : Math.min(index + 1, marks.length - 1);
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
        next = index < 0 ? marks.length - 1 : Math.max(index - 1, 0);
      } else if (event.key === 'Home') {
        next = 0;
      } else if (event.key === 'End') {
        next = marks.length - 1;
      } else if (event.key === 'Escape') {
        clear();
        live.textContent = '';
        return;
      } else {
        return;
      }
      event.preventDefault();
      select(marks[next], true);
    });
  });
  """
