import Foundation
import SalesDomain
import Testing

@testable import Sales

/// `NameResolver` answers exactly what a lookup by `NameKey` answers, for many names of one
/// length (a fleet's trucks), other spellings of them, unknown names, and past its cache.
@Suite struct NameResolverTests {
  /// The resolver's answer for `name`.
  private func resolve(_ name: String, _ resolver: inout NameResolver) -> Int {
    Array(name.utf8).withUnsafeBufferPointer { resolver.resolve($0) }
  }

  @Test func aFleetsTrucksResolveAsTheirKeysDo() {
    let names = (1...1_000).map { "Truck " + String(format: "%04d", $0) }
    let indexes = Dictionary(
      uniqueKeysWithValues: names.enumerated().map {
        (NameKey($0.element).rawValue, $0.offset)
      })
    var resolver = NameResolver(indexes: indexes)
    var random = SystemRandomNumberGenerator()
    for round in 0..<20_000 {
      let number = Int.random(in: 1...1_100, using: &random)
      var name = "Truck " + String(format: "%04d", number)
      if round % 3 == 1 { name = name.uppercased() }
      if round % 5 == 2 { name = "  " + name + " " }
      let expected = number <= 1_000 ? number - 1 : -1
      #expect(resolve(name, &resolver) == expected, "\(name.debugDescription)")
      #expect(indexes[NameKey(name).rawValue] ?? -1 == expected)
    }
  }

  @Test func namesPastTheCacheStillResolve() {
    let indexes = ["dosa": 0, "": 1]
    var resolver = NameResolver(indexes: indexes)
    // 40,000 distinct unknown spellings: more than the cache keeps.
    for number in 0..<40_000 {
      #expect(resolve("unknown \(number)", &resolver) == -1)
      if number % 997 == 0 {
        #expect(resolve("Dosa", &resolver) == 0)
        #expect(resolve("DOSA", &resolver) == 0)
      }
    }
    #expect(resolve("dosa", &resolver) == 0)
    #expect(resolve("", &resolver) == 1)
    #expect(resolve(String(repeating: "x", count: 1_000), &resolver) == -1)
    #expect(resolve("Dosa\u{0301}", &resolver) == -1)
  }
}
