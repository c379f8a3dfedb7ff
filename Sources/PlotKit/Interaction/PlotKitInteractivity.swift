/// The one small, dependency-free script that makes PlotKit charts live in a browser.
///
/// A chart that declares a selection (`chartXSelection(value:)`…) or is rendered with
/// `svg(width:height:id:interactive: true)` carries its scales and marks in a
/// `<metadata class="plotkit-interactivity">` block. Include this script once per page
/// (`<script>` + `PlotKitInteractivity.script` + `</script>`): every such chart becomes
/// focusable, the pointer and the arrow keys move a selection rule with a value callout (the
/// session's "lollipop"), and each value is announced through an `aria-live` region.
/// Without the script the SVG is the same complete still image.
public enum PlotKitInteractivity {
  /// The script's source, to inline in an HTML page.
  public static let script = #"""
    (function () {
      "use strict";
      var NS = "http://www.w3.org/2000/svg";
      function make(tag, attrs, parent) {
        var el = document.createElementNS(NS, tag);
        for (var k in attrs) el.setAttribute(k, attrs[k]);
        parent.appendChild(el);
        return el;
      }
      function activate(svg) {
        if (svg.getAttribute("data-plotkit-live")) return;
        var meta = svg.querySelector("metadata.plotkit-interactivity");
        if (!meta) return;
        var data = JSON.parse(meta.textContent);
        if (!data.marks.length) return;
        svg.setAttribute("data-plotkit-live", "1");
        var marks = data.marks.slice().sort(function (a, b) { return a[0] - b[0]; });
        var plot = data.plot;
        svg.setAttribute("tabindex", "0");
        var live = document.createElement("div");
        live.setAttribute("aria-live", "polite");
        live.setAttribute("role", "status");
        live.className = "plotkit-live";
        live.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);";
        svg.parentNode.insertBefore(live, svg.nextSibling);
        var layer = make("g", { "class": "plotkit-selection", "pointer-events": "none", visibility: "hidden" }, svg);
        var rule = make("line", { y1: plot[1], y2: plot[1] + plot[3], stroke: "currentColor", "stroke-opacity": "0.45", "stroke-width": "1" }, layer);
        var dot = make("circle", { r: "4", fill: "currentColor", stroke: "white", "stroke-width": "1.5" }, layer);
        var box = make("rect", { rx: "4", fill: "white", stroke: "currentColor", "stroke-opacity": "0.3" }, layer);
        var text = make("text", { "font-size": "12", fill: "black" }, layer);
        var index = -1;
        function show(i) {
          index = Math.max(0, Math.min(marks.length - 1, i));
          var m = marks[index];
          rule.setAttribute("x1", m[0]); rule.setAttribute("x2", m[0]);
          dot.setAttribute("cx", m[0]); dot.setAttribute("cy", m[1]);
          text.textContent = m[2];
          layer.setAttribute("visibility", "visible");
          var w = text.getComputedTextLength ? text.getComputedTextLength() : m[2].length * 6;
          var left = Math.max(plot[0], Math.min(m[0] - w / 2, plot[0] + plot[2] - w));
          text.setAttribute("x", left); text.setAttribute("y", plot[1] + 14);
          box.setAttribute("x", left - 4); box.setAttribute("y", plot[1]);
          box.setAttribute("width", w + 8); box.setAttribute("height", 19);
          live.textContent = m[2];
          svg.dispatchEvent(new CustomEvent("plotkitselect", { detail: { index: index, text: m[2] } }));
        }
        function nearest(px) {
          var best = 0;
          for (var i = 1; i < marks.length; i++) {
            if (Math.abs(marks[i][0] - px) < Math.abs(marks[best][0] - px)) best = i;
          }
          return best;
        }
        svg.addEventListener("pointermove", function (event) {
          var matrix = svg.getScreenCTM();
          if (!matrix) return;
          var point = svg.createSVGPoint();
          point.x = event.clientX; point.y = event.clientY;
          show(nearest(point.matrixTransform(matrix.inverse()).x));
        });
        svg.addEventListener("pointerleave", function () { layer.setAttribute("visibility", "hidden"); });
        svg.addEventListener("keydown", function (event) {
          var step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
          if (event.key === "Home") { show(0); } else if (event.key === "End") { show(marks.length - 1); }
          else if (event.key === "Escape") { layer.setAttribute("visibility", "hidden"); return; }
          else if (step) { show(index < 0 ? 0 : index + step); } else { return; }
          event.preventDefault();
        });
      }
      function activateAll() {
        var charts = document.querySelectorAll("svg.plotkit");
        for (var i = 0; i < charts.length; i++) activate(charts[i]);
      }
      window.PlotKitInteractivity = { activate: activate, activateAll: activateAll };
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", activateAll);
      else activateAll();
    })();
    """#
}
