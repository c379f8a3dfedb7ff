import Foundation
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The ledger's SHA-256 against FIPS 180-4's published vectors and against `sha256sum` over
/// bytes of every length around a block, on both the portable code and the processor's.
@Suite(.serialized) struct SHA256Tests {
  /// FIPS 180-4 / NIST example messages and their digests.
  static let vectors: [(String, String)] = [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ]

  func digest(_ bytes: [UInt8], piece: Int = .max) -> String {
    var hash = SHA256()
    var start = 0
    repeat {
      let end = min(bytes.count, start + piece)
      hash.update(bytes[start..<end])
      start = end
    } while start < bytes.count
    return hash.hexDigest()
  }

  @Test(arguments: [false, true]) func publishedVectors(portable: Bool) {
    SHA256.forcePortable(portable)
    defer { SHA256.forcePortable(false) }
    for (message, expected) in Self.vectors {
      #expect(digest(Array(message.utf8)) == expected, "\(message)")
      // Fed in pieces that cross the 64-byte blocks.
      #expect(digest(Array(message.utf8), piece: 7) == expected, "\(message) in pieces")
    }
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      digest(million, piece: 1000)
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func filesAgreeWithSha256sum() throws {
    let directory = try TemporaryDirectory()
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000, 3 << 20 | 17] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let path = try directory.write("file-\(length)", bytes: bytes)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
      process.arguments = [path]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let expected = String(decoding: output, as: UTF8.self).prefix(64)
      #expect(SHA256.hexDigest(ofFileAt: path) == String(expected), "length \(length)")
      SHA256.forcePortable(true)
      #expect(SHA256.hexDigest(ofFileAt: path) == String(expected), "portable, length \(length)")
      SHA256.forcePortable(false)
    }
    #expect(SHA256.hexDigest(ofFileAt: directory.file("missing")) == nil)
  }
}

extension SHA256Tests {
  /// On a processor with the SHA extensions (x86-64 `sha` in /proc/cpuinfo), they are used.
  @Test func theProcessorsExtensionsAreUsedWhenPresent() throws {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
    let hasSHA = flags.split(separator: " ").contains("sha_ni")
    #expect(SHA256.usesProcessorExtensions == hasSHA)
  }
}
