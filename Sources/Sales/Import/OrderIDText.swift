import SalesDomain

/// Order ids as the import keys them: in Unicode NFC (like names), without control characters.
///
/// `café` typed with a combining accent (NFD, as macOS file systems and some exports write it)
/// and with the precomposed `é` (NFC) are one order; storing both would count it twice.

/// Rewrites non-ASCII ids into NFC in a buffer of its own (ASCII ids, nearly all of them, are
/// NFC already and are returned as they are, without a copy).
final class NFCNormalizer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int

  init() {
    capacity = 64
    storage = .allocate(capacity: capacity)
  }

  deinit { storage.deallocate() }

  /// `field` in NFC; the result is valid until the next call. Invalid UTF-8 is returned as it
  /// is (the record is rejected for it anyway).
  func normalized(_ field: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard let base = field.baseAddress, field.count > 0, !isASCII(base, count: field.count),
      isValidUTF8(base, count: field.count)
    else { return field }
    let nfc = String(decoding: field, as: UTF8.self).precomposedStringWithCanonicalMapping.utf8
    if nfc.count > capacity {
      storage.deallocate()
      capacity = nfc.count
      storage = .allocate(capacity: capacity)
    }
    let count = UnsafeMutableBufferPointer(start: storage, count: capacity).initialize(from: nfc).1
    return UnsafeBufferPointer(start: storage, count: count)
  }
}

/// The first control character (C0, DEL, or C1 written in UTF-8) in `bytes`, or nil.
@inline(__always)
func firstControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
  var index = 0
  while index < bytes.count {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return Unicode.Scalar(byte) }
    if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
      return Unicode.Scalar(bytes[index + 1])
    }
    index += 1
  }
  return nil
}
