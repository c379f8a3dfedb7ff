import Foundation

/// What views inherit from their container while they are laid out and drawn.
struct ViewEnvironment {
  var chart: ChartEnvironment
  var font: Font
  var weight: FontWeight?
  var italic = false
  var foreground: MarkPaint
  /// The stack the view sits in, which decides a divider's direction.
  var stackAxis: StackAxis = .vertical
  /// Whether lines of a text of several lines are centred on each other (axis labels are)
  /// rather than starting at its leading edge.
  var centersLines = false

  /// Annotation content: 12-point text in the primary colour.
  static func annotation(_ chart: ChartEnvironment) -> ViewEnvironment {
    ViewEnvironment(
      chart: chart, font: .system(size: ChartFont.annotation), foreground: .color(.annotationText))
  }

  /// Axis label content: 11-point text in the axis label colour.
  static func axisLabel(_ chart: ChartEnvironment, color: Color?) -> ViewEnvironment {
    ViewEnvironment(
      chart: chart, font: .system(size: ChartFont.axisLabel),
      foreground: .color(color ?? .axisLabel), centersLines: true)
  }
}

/// The size a container offers a view; nil asks for the view's ideal size.
struct Proposal {
  var width: Double?
  var height: Double?
  static let ideal = Proposal(width: nil, height: nil)

  func main(_ vertical: Bool) -> Double? { vertical ? height : width }
  func cross(_ vertical: Bool) -> Double? { vertical ? width : height }
  static func along(_ vertical: Bool, main: Double?, cross: Double?) -> Proposal {
    vertical ? Proposal(width: cross, height: main) : Proposal(width: main, height: cross)
  }
}

/// A view's measured size.
struct ViewSize {
  var width: Double
  var height: Double
  func main(_ vertical: Bool) -> Double { vertical ? height : width }
  func cross(_ vertical: Bool) -> Double { vertical ? width : height }
}

/// SwiftUI's layout, simplified: each view is offered a size, chooses its own, and its parent
/// places it. Text never wraps; shapes, colours and geometry readers take what they are offered
/// (10 points when asked for their ideal size, as in SwiftUI).
enum ViewLayout {
  static let defaultSpacing = 8.0
  static let textSpacing = 2.0
  static let spacerMinimum = 8.0

  static func size(_ node: ViewNode, _ p: Proposal, _ env: ViewEnvironment) -> ViewSize {
    switch node.kind {
    case .empty: return ViewSize(width: 0, height: 0)
    case .text(let text):
      let (lines, font) = textLines(text, env)
      let measurer = env.chart.textMeasurer
      let width =
        lines.map { measurer.width(of: $0, fontSize: font.size, weight: font.weight) }
        .max() ?? 0
      return ViewSize(width: width, height: Double(lines.count) * lineHeight(font.size, env))
    case .shape, .color, .geometry:
      return ViewSize(width: p.width ?? 10, height: p.height ?? 10)
    case .spacer(let minLength):
      let minimum = minLength ?? spacerMinimum
      switch env.stackAxis {
      case .horizontal: return ViewSize(width: max(p.width ?? minimum, minimum), height: 0)
      default: return ViewSize(width: 0, height: max(p.height ?? minimum, minimum))
      }
    case .divider:
      return env.stackAxis == .horizontal
        ? ViewSize(width: 1, height: p.height ?? 0) : ViewSize(width: p.width ?? 0, height: 1)
    case .chart(let chart):
      return ViewSize(width: p.width ?? chart.idealWidth, height: p.height ?? chart.idealHeight)
    case .image:
      let side = lineHeight(env.font.size, env)
      return ViewSize(width: side, height: side)
    case .stack(let axis, _, let spacing, let children):
      return stackLayout(axis, spacing, children, p, env).size
    case .grid(let spec):
      return GridLayout.measure(spec, p, env).size
    case .modified(let child, let modifier):
      return modifiedSize(child, modifier, p, env)
    }
  }

  private static func modifiedSize(
    _ child: ViewNode, _ modifier: ViewModifierKind, _ p: Proposal, _ env: ViewEnvironment
  ) -> ViewSize {
    switch modifier {
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = Proposal(
        width: p.width.map { max($0 - leading - trailing, 0) },
        height: p.height.map { max($0 - top - bottom, 0) })
      let s = size(child, inner, env)
      return ViewSize(width: s.width + leading + trailing, height: s.height + top + bottom)
    case .frame(let spec):
      let (inner, _) = frameProposal(spec, p)
      let s = size(child, inner, env)
      return frameSize(spec, p, s)
    case .fixedSize(let horizontal, let vertical):
      return size(child, fixedProposal(p, horizontal, vertical), env)
    case .position:
      let s = size(child, p, env)
      return ViewSize(width: p.width ?? s.width, height: p.height ?? s.height)
    case .font, .weight, .italic, .foreground:
      return size(child, p, modifiedEnvironment(env, modifier))
    case .background, .overlay, .offset, .opacity, .clip, .hidden, .rotation,
      .gridColumnAlignment:
      return size(child, p, env)
    }
  }

  static func fixedProposal(_ p: Proposal, _ horizontal: Bool, _ vertical: Bool) -> Proposal {
    Proposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  static func frameProposal(_ spec: FrameSpec, _ p: Proposal) -> (Proposal, Bool) {
    func clamp(_ value: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
      guard var v = value else { return nil }
      if let hi { v = min(v, hi) }
      if let lo { v = max(v, lo) }
      return v
    }
    let fixed =
      spec.minWidth == nil && spec.maxWidth == nil && spec.minHeight == nil
      && spec.maxHeight == nil
    return (
      Proposal(
        width: spec.width ?? clamp(p.width, spec.minWidth, spec.maxWidth),
        height: spec.height ?? clamp(p.height, spec.minHeight, spec.maxHeight)), fixed
    )
  }

  static func frameSize(_ spec: FrameSpec, _ p: Proposal, _ child: ViewSize) -> ViewSize {
    func dimension(_ fixed: Double?, _ lo: Double?, _ hi: Double?, _ offered: Double?, _ c: Double)
      -> Double
    {
      if let fixed { return fixed }
      if lo == nil && hi == nil { return c }
      let low = lo ?? min(c, hi ?? c)
      let high = max(hi ?? c, low)
      return min(max(offered ?? c, low), high)
    }
    return ViewSize(
      width: dimension(spec.width, spec.minWidth, spec.maxWidth, p.width, child.width),
      height: dimension(spec.height, spec.minHeight, spec.maxHeight, p.height, child.height))
  }

  static func modifiedEnvironment(_ env: ViewEnvironment, _ modifier: ViewModifierKind)
    -> ViewEnvironment
  {
    var env = env
    switch modifier {
    case .font(let font):
      env.font = font
      env.weight = nil
    case .weight(let weight): env.weight = weight
    case .italic: env.italic = true
    case .foreground(let paint): env.foreground = paint
    default: break
    }
    return env
  }

  /// Whether a view grows with the space offered along one axis (a stack shares its leftover
  /// space among these).
  static func isFlexible(_ node: ViewNode, vertical: Bool) -> Bool {
    switch node.kind {
    case .empty, .text, .image, .divider: return false
    case .shape, .color, .geometry, .spacer, .chart: return true
    case .stack(_, _, _, let children):
      return children.contains { isFlexible($0, vertical: vertical) }
    case .grid(let spec):
      return !vertical && spec.columns.contains(where: \.stretches)
    case .modified(let child, let modifier):
      switch modifier {
      case .frame(let spec):
        if (vertical ? spec.height : spec.width) != nil { return false }
        let (lo, hi) = vertical ? (spec.minHeight, spec.maxHeight) : (spec.minWidth, spec.maxWidth)
        if let hi { return hi > (lo ?? 0) }
        return lo == nil && isFlexible(child, vertical: vertical)
      case .position: return true
      case .fixedSize(let horizontal, let verticalFixed):
        return !(vertical ? verticalFixed : horizontal) && isFlexible(child, vertical: vertical)
      default: return isFlexible(child, vertical: vertical)
      }
    }
  }

  /// The text's lines and its font with the environment's weight applied.
  static func textLines(_ text: Text, _ env: ViewEnvironment) -> ([String], Font) {
    var font = text.font ?? env.font
    if let weight = text.weight ?? (text.font == nil ? env.weight : nil) ?? env.weight {
      font = font.weight(weight)
    }
    let string = text.resolve(env.chart)
    return (string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), font)
  }

  static func lineHeight(_ size: Double, _ env: ViewEnvironment) -> Double {
    let m = env.chart.textMeasurer
    return m.ascent(fontSize: size) + m.descent(fontSize: size)
  }

  /// Sizes of a stack's children and of the stack, for an offer.
  static func stackLayout(
    _ axis: StackAxis, _ spacing: Double?, _ children: [ViewNode], _ p: Proposal,
    _ env: ViewEnvironment
  ) -> (sizes: [ViewSize], gaps: [Double], size: ViewSize) {
    if axis == .depth { return depthLayout(children, p, env) }
    let vertical = axis != .horizontal
    var inner = env
    inner.stackAxis = vertical ? .vertical : .horizontal
    var gaps = [Double](repeating: 0, count: children.count)
    for index in children.indices.dropFirst() {
      let (a, b) = (children[index - 1].kind, children[index].kind)
      if case .spacer = a { continue }
      if case .spacer = b { continue }
      if let spacing {
        gaps[index] = spacing
      } else if case .text = a, case .text = b {
        gaps[index] = textSpacing
      } else {
        gaps[index] = defaultSpacing
      }
    }
    let flexible = children.map { isFlexible($0, vertical: vertical) }
    var sizes = [ViewSize](repeating: ViewSize(width: 0, height: 0), count: children.count)
    let crossOffer = p.cross(vertical)
    var used = gaps.reduce(0, +)
    for index in children.indices where !flexible[index] {
      sizes[index] = size(
        children[index], .along(vertical, main: nil, cross: crossOffer), inner)
      used += sizes[index].main(vertical)
    }
    // Without a cross offer, flexible children span the widest fixed child, as a
    // divider spans a popover's text.
    let fixedCross = children.indices.filter { !flexible[$0] }.map { sizes[$0].cross(vertical) }
      .max()
    let flexibleCross = crossOffer ?? fixedCross
    var remaining = p.main(vertical).map { $0 - used }
    var flexibleLeft = flexible.filter { $0 }.count
    for index in children.indices where flexible[index] {
      let share = remaining.map { max($0 / Double(flexibleLeft), 0) }
      sizes[index] = size(
        children[index], .along(vertical, main: share, cross: flexibleCross), inner)
      remaining = remaining.map { $0 - sizes[index].main(vertical) }
      flexibleLeft -= 1
    }
    let main = sizes.reduce(0) { $0 + $1.main(vertical) } + gaps.reduce(0, +)
    let cross = sizes.map { $0.cross(vertical) }.max() ?? 0
    let total =
      vertical ? ViewSize(width: cross, height: main) : ViewSize(width: main, height: cross)
    return (sizes, gaps, total)
  }

  private static func depthLayout(_ children: [ViewNode], _ p: Proposal, _ env: ViewEnvironment)
    -> (sizes: [ViewSize], gaps: [Double], size: ViewSize)
  {
    var sizes = children.map { size($0, p, env) }
    let fixed = children.indices.filter {
      !isFlexible(children[$0], vertical: false) || !isFlexible(children[$0], vertical: true)
    }
    if (p.width == nil || p.height == nil) && !fixed.isEmpty {
      let offer = Proposal(
        width: p.width ?? fixed.map { sizes[$0].width }.max(),
        height: p.height ?? fixed.map { sizes[$0].height }.max())
      for index in children.indices where !fixed.contains(index) {
        sizes[index] = size(children[index], offer, env)
      }
    }
    let width = sizes.map(\.width).max() ?? 0
    let height = sizes.map(\.height).max() ?? 0
    return (sizes, [], ViewSize(width: width, height: height))
  }
}
