import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Which known name a hint offers for one that matches nothing: a likely typo of it, or none.
/// The distances in comments are counted by hand.
@Suite struct SuggestionTests {
  /// The cities of the benchmark's synthetic orders and of its Square export, and two more.
  static let benchCities = [
    "Cupertino", "Washington, D.C.", "Berlin", "Tokyo", "Sydney", "Reykjavík", "New York",
    "Austin", "Denver", "San Francisco", "Paris",
  ]

  @Test(arguments: [
    ("Cuppertino", "Cupertino"),  // one letter doubled
    ("san fransisco", "San Francisco"),  // one letter, case ignored
    ("Washington DC", "Washington, D.C."),  // 3 edits of 16
    ("Tokio", "Tokyo"),  // 1 edit of 5
    ("Reykjavik", "Reykjavík"),  // accents ignored: 0 edits
    ("DENVR", "Denver"),  // 1 edit of 6
    ("Tokyo, Japan", "Tokyo"),  // a location label naming the city first
    ("New York Truck", "New York"),
  ])
  func aTypoOfAKnownCityIsOfferedIt(typed: String, expected: String) {
    #expect(closestMatch(to: typed, among: Self.benchCities) == expected)
    #expect(isCloseName(typed, expected))
  }

  @Test(arguments: ["Osaka", "Lyon", "Atlantis", "Kyoto", "Madrid", "Mars Truck", "Dosa"])
  func aCityFarFromEveryKnownOneIsOfferedNone(typed: String) {
    #expect(closestMatch(to: typed, among: Self.benchCities) == nil)
  }

  @Test func berlinIsOfferedNoCityOfTheSquareBenchmark() {
    // That benchmark's config has four cities, each with a "<city> Truck" alias.
    let cities = ["Cupertino", "New York", "Austin", "Denver"]
    let names = cities + cities.map { "\($0) Truck" }
    #expect(closestMatch(to: "Berlin", among: names) == nil)  // austin: 4 edits of 6
    #expect(closestMatch(to: "Osaka", among: names) == nil)
    #expect(closestMatch(to: "Lyon", among: names) == nil)
  }

  /// A third of the longer name, at least 1: 5 letters allow 1 edit, 6 allow 2, 9 allow 3.
  @Test func theDistanceRuleAtItsBoundary() {
    #expect(isCloseName("abcdx", "abcde"))  // 1 of 5
    #expect(!isCloseName("abcxy", "abcde"))  // 2 of 5
    #expect(isCloseName("abcdxy", "abcdef"))  // 2 of 6
    #expect(!isCloseName("abcxyz", "abcdef"))  // 3 of 6
    #expect(isCloseName("abcdefxyz", "abcdefghi"))  // 3 of 9
    #expect(!isCloseName("abcdewxyz", "abcdefghi"))  // 4 of 9
    // The longer name counts, either way round: 2 edits of 7.
    #expect(isCloseName("alias", "aliases") && isCloseName("aliases", "alias"))
    // Short names still allow one edit, never two.
    #expect(isCloseName("ab", "ac") && !isCloseName("ab", "cd"))
    #expect(!isCloseName("x", "init"))
    // A neighbouring swap is one edit.
    #expect(isCloseName("Tokoy", "Tokyo"))
  }

  @Test func aWholeWordPrefixCountsOnlyAtAWordEndAndFromFourLetters() {
    #expect(isCloseName("Cupertino Truck", "Cupertino"))
    #expect(isCloseName("Tokyo-Shibuya", "Tokyo"))
    // A longer word that starts with the name is another name.
    #expect(!isCloseName("Tokyoites", "Tokyo"))
    // The name at the end is not a prefix: a Masala Dosa is another dish than a Dosa.
    #expect(!isCloseName("Masala Dosa", "Dosa"))
    // Three letters are too few to stand for a place: "Rio" is not "Rio Grande".
    #expect(!isCloseName("Rio Grande", "Rio"))
  }

  @Test func aTypoRanksBeforeAWholeWordPrefix() {
    // "Paris Truck" starts with Paris, but is one letter from "Parks Truck".
    #expect(closestMatch(to: "Paris Truck", among: ["Paris", "Parks Truck"]) == "Parks Truck")
  }
}
