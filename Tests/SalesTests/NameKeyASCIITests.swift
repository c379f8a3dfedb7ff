import Foundation
import Testing

@testable import SalesDomain

/// `NameKey`'s ASCII path gives exactly Foundation's key (trim, NFC, case fold, NFC) for every
/// ASCII name, and leaves every other name to Foundation.
@Suite struct NameKeyASCIITests {
  @Test func everyASCIIByteKeysAsFoundationKeysIt() {
    // Each printable and control ASCII character alone, between letters and around a name.
    for byte in UInt8(0)..<0x80 {
      let character = String(decoding: [byte], as: UTF8.self)
      for name in [character, "A\(character)b", "\(character)Dosa \(character)", "  \(character)"] {
        #expect(
          NameKey.asciiKey(name) == NameKey.unicodeKey(name),
          "byte \(byte): \(name.debugDescription)")
      }
    }
  }

  @Test func namesAsConfigsWriteThemKeyAsFoundationKeysThem() {
    let names = [
      "San Francisco", "  SAN FRANCISCO ", "Washington, D.C.", "Stop 1 Morning", "\tDosa\n",
      "", "   ", "Jian Bing", "JIAN-BING_2", "O'Hare T5",
    ]
    for name in names {
      #expect(NameKey.asciiKey(name) == NameKey.unicodeKey(name), "\(name.debugDescription)")
    }
  }

  @Test func otherNamesGoToFoundation() {
    for name in ["Crêpe", "Reykjavík", "Crêpe", "Café\u{00A0}", "ＤＯＳＡ", "İstanbul"] {
      #expect(NameKey.asciiKey(name) == nil)
      #expect(NameKey(name).rawValue == NameKey.unicodeKey(name))
    }
  }
}
