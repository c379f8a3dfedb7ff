import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Every character of a timestamp is checked on its own (issue 12, item 2).
@Suite struct TimestampValidationTests {
  @Test(arguments: [
    "202X-07-01T12:00:00Z", "202 -07-01T12:00:00Z", "199:-07-01T12:00:00Z", "X024-07-01T12:00Z",
    "2024-0X-01T12:00Z", "2024-07-0:T12:00Z", "2024-07-01T1/:00Z", "2024-07-01T12:0 Z",
    "2024-07-01T12:00:0XZ", "2024-07-01T12:00+0X:00", "2024-07-01T12:00+01:0X",
  ])
  func malformedDigitIsRefused(_ text: String) {
    #expect(throws: ParsedTimestamp.Failure.malformed) { try ParsedTimestamp.parse(text).get() }
  }

  /// Replaces each digit of a valid timestamp by every non-digit byte: none may parse.
  @Test func everyDigitPositionIsValidated() {
    let valid = Array("2024-07-01T12:34:56.789+05:30".utf8)
    let digitPositions = valid.indices.filter { valid[$0] >= 0x30 && valid[$0] <= 0x39 }
    for position in digitPositions {
      for byte in UInt8(0)...UInt8(255) where !(0x30...0x39).contains(byte) {
        var text = valid
        text[position] = byte
        let result = text.withUnsafeBufferPointer { ParsedTimestamp.parse($0) }
        if case .success(let parsed) = result {
          Issue.record("byte \(byte) at \(position) parsed as \(parsed)")
        }
      }
    }
  }
}
