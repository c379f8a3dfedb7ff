import SalesDomain

/// A value from input (an argument, a config key's value, a field of a file) quoted for a
/// message: control characters escaped, on one line, and a long value cut to its start and
/// followed by its length, so that a 10 MB name makes one line of a message, not 10 MB.
///
/// `'Tokyo'`; `'NNNNNNNN…' (10,000,000 characters)`. The caller says where the value is.
func quoted(_ value: String, limit: Int = 60) -> String {
  let shown = displayedValue(value, limit: limit)
  guard shown.hasSuffix("…"), value.unicodeScalars.count > limit - 3 else { return "'\(shown)'" }
  return "'\(shown)' (\(groupedDigits(Int64(value.count))) characters)"
}

/// A name for a sentence: as it is when it is short and printable (`Added city Tokyo`), else
/// `quoted(_:)`.
func shown(_ name: String, limit: Int = 60) -> String {
  name.unicodeScalars.count <= limit && !name.unicodeScalars.contains(where: isControlCharacter)
    ? name : quoted(name, limit: limit)
}

/// `text` with whatever is written like a URI's credentials (`user:secret@`) masked as
/// `user:***@`: a database path is shown in messages, and a mistyped connection URI
/// (`postgresql:/user:secret@host/db`, one slash) is taken for a file name, password and all.
func maskingCredentials(_ text: String) -> String {
  guard text.contains("@") else { return text }
  return text.replacing(#/(^|[:/])([^:/@\s]*):([^@/\s]+)@/#) { "\($0.1)\($0.2):***@" }
}
