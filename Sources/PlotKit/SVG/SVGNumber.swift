/// Formats a coordinate with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`).
///
/// Hand-written because `String(format:)` and format styles are far slower, and output must
/// not depend on the machine's locale.
@inline(__always)
func n(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let scaled = (value * 100).rounded()
  guard abs(scaled) < 9e15 else { return String(Int(min(max(value, -9e15), 9e15).rounded())) }
  let hundredths = Int(scaled)
  if hundredths == 0 { return "0" }
  let magnitude = hundredths.magnitude
  let whole = magnitude / 100
  let fraction = magnitude % 100
  var text = hundredths < 0 ? "-" : ""
  text += String(whole)
  if fraction != 0 {
    text +=
      fraction % 10 == 0
      ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
  }
  return text
}

/// Escapes text for XML, SVG and HTML element content and attribute values (`&`, `<`, `>`,
/// `"` and `'`); the one escaper the charts and the HTML reports share.
public func escapeXML(_ text: String) -> String {
  guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 })
  else { return text }
  var out = ""
  out.reserveCapacity(text.utf8.count + 16)
  for ch in text.unicodeScalars {
    switch ch {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    default: out.unicodeScalars.append(ch)
    }
  }
  return out
}
