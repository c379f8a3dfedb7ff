import Foundation

#if !canImport(Darwin)
  extension String {
    /// The string for `key`, as Foundation's `String(localized:)` on Apple platforms, which
    /// Linux's Foundation lacks; chart code labels axes and legends with it. A chart rendered
    /// here has no string tables, so the key is the text (what a development-language build
    /// shows). One initializer with defaulted labels, not an overload per label set: an
    /// expression that uses it offers the type checker one candidate, not one per
    /// combination (a `chartForegroundStyleScale` dictionary keyed by
    /// `String(localized:) + "…"` took seconds with none to find).
    public init(
      localized key: String, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = key
    }
  }
#endif
