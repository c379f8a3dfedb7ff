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
  .notice { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px; }
  .tiles { list-style: none; padding: 0; margin: 16px 0; display: grid; gap: 12px;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); }
  .tile { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px 14px; min-width: 0; }
  .tile .label { color: var(--muted); font-size: 0.85rem; margin: 0; }
  .tile .value { font-size: 1.5rem; font-weight: 700; margin: 2px 0; overflow-wrap: anywhere; }
  .tile .detail { font-size: 0.85rem; margin: 0; color: var(--muted); overflow-wrap: anywhere; }
  .change { font-weight: 700; }
  .change.up { color: var(--up); } .change.down { color: var(--down); } .change.flat { color: var(--muted); }
  .charts { display: grid; gap: 16px; grid-template-columns: 1fr; margin-bottom: 24px; }
  /* Each chart comes laid out twice: for wide screens and for phones, so text stays legible. */
  .compact-chart { display: none; }
  @media (max-width: 640px) { .wide-chart { display: none; } .compact-chart { display: block; } }
  .chart { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 14px; min-width: 0; }
  .chart .summary { margin: 0 0 8px; }
  figure { margin: 0; border-radius: 8px; position: relative; }
  figure:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
  figure svg { display: block; width: 100%; height: auto; max-width: 100%; }
  .readout { display: block; min-height: 1.45em; color: var(--muted); font-size: 0.9rem; }
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
    .wide-chart { display: block; } .compact-chart { display: none; }
  }
  """

/// Progressive enhancement only: shows the accessible label of the mark under the pointer
/// below a chart. The page is complete without it (every mark also has a hover `<title>`).
let pointerReadoutScript = """
  document.querySelectorAll('figure[data-readout]').forEach(function (figure) {
    var output = figure.querySelector('.readout');
    if (!output) { return; }
    function show(event) {
      var mark = event.target.closest('[aria-label]');
      if (mark && figure.contains(mark) && mark.tagName.toLowerCase() !== 'svg') {
        output.textContent = mark.getAttribute('aria-label');
      }
    }
    figure.addEventListener('pointermove', show);
    figure.addEventListener('pointerleave', function () { output.textContent = ''; });
  });
  """
