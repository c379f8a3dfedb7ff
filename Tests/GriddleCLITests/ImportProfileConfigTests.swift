import Foundation
import Sales
import SalesDomain
import Testing

@testable import GriddleCommandLine

/// `aliases` and `importProfiles` in the config file.
@Suite struct ImportProfileConfigTests {
  func parse(_ json: String) throws -> Configuration {
    try Configuration(jsonData: Data(json.utf8), file: "griddle.json")
  }

  func failure(_ json: String) -> String {
    do {
      _ = try parse(json)
      return ""
    } catch let error as ConfigurationError {
      return error.detail
    } catch {
      return "\(error)"
    }
  }

  @Test func aliasesOnCitiesAndStyles() throws {
    let configuration = try parse(
      """
      {"cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles",
                   "aliases": ["Cupertino Truck", "Square Terminal 2274"]}],
       "styles": [{"name": "Cachapa", "aliases": ["Cachapa con queso"]}]}
      """)
    #expect(configuration.cities[0].aliases == ["Cupertino Truck", "Square Terminal 2274"])
    #expect(configuration.importAliases.styles["Cachapa"] == ["Cachapa con queso"])
    #expect(
      failure(#"{"styles": [{"name": "Dosa", "aliases": "Masala"}]}"#)
        == "styles[0].aliases: expected an array, got a string")
  }

  @Test func aProfileIsData() throws {
    let configuration = try parse(
      """
      {"importProfiles": {"sumup": {
        "columns": {"orderId": "Transaktionsnummer", "date": "Datum", "city": ["Ort", "Gerät"],
                    "style": "Beschreibung", "quantity": "Menge", "gross": "Preis (brutto)"},
        "dateFormat": "dd.MM.yyyy, HH:mm",
        "timeZone": "Europe/Berlin",
        "numbers": {"currencySymbols": ["€"], "groupingSeparator": ".", "decimalSeparator": ","},
        "refund": {"column": "Typ", "values": ["Erstattung"], "amountsAreNegative": false}
      }}}
      """)
    let profile = try #require(configuration.importProfiles.first)
    #expect(profile.name == "sumup")
    #expect(profile.city == [ProfileColumn("Ort"), ProfileColumn("Gerät")])
    #expect(profile.timeZone == .named("Europe/Berlin"))
    #expect(profile.numbers.decimalSeparator == ",")
    #expect(profile.refund?.values == ["Erstattung"])
    #expect(profile.lineID == nil)
  }

  @Test func mistakesNameTheKeyPath() {
    let base =
      #""columns": {"orderId": "A", "date": "B", "city": "C", "style": "D", "quantity": "E"}"#
    #expect(
      failure(#"{"importProfiles": {"x": {\#(base), "dateFormat": "yyyy-MM-dd", "colour": 1}}}"#)
        == "importProfiles.x.colour: unknown key")
    #expect(
      failure(#"{"importProfiles": {"x": {\#(base), "dateFormat": "yyyy-QQ"}}}"#)
        .hasPrefix("importProfiles.x.dateFormat: 'yyyy-QQ': unknown letter 'Q'"))
    #expect(
      failure(#"{"importProfiles": {"x": {\#(base)}}}"#)
        == "importProfiles.x: missing key 'dateFormat'")
    #expect(
      failure(#"{"importProfiles": {"square": {\#(base), "dateFormat": "yyyy"}}}"#)
        .contains("built-in profile"))
    #expect(
      failure(#"{"importProfiles": {"x": {\#(base), "dateFormat": "yyyy", "timeZone": "Mars"}}}"#)
        .contains("importProfiles.x.timeZone"))
  }
}
