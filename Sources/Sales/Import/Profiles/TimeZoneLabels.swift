import Foundation
import SalesDomain

/// The zone labels Square writes in its `Time Zone` column (the Rails/ActiveSupport names, such
/// as `Pacific Time (US & Canada)`), mapped to IANA zones. IANA names (`Asia/Calcutta`) are
/// accepted as they are.
enum TimeZoneLabels {
  /// The IANA zone for a label or an IANA name, or nil when it is neither.
  static func timeZone(for label: String) -> TimeZone? {
    let trimmed = label.trimmingCharacters(in: .whitespaces)
    if let identifier = labels[trimmed.lowercased()] { return TimeZone(identifier: identifier) }
    // A bare city name from the list (`Tokyo`) or an IANA name.
    if trimmed.contains("/") || trimmed == "UTC" || trimmed == "GMT" {
      return TimeZone(identifier: trimmed)
    }
    return nil
  }

  private static let labels: [String: String] = Dictionary(
    uniqueKeysWithValues: pairs.map { ($0.0.lowercased(), $0.1) })

  private static let pairs: [(String, String)] = [
    ("Pacific Time (US & Canada)", "America/Los_Angeles"),
    ("Mountain Time (US & Canada)", "America/Denver"),
    ("Central Time (US & Canada)", "America/Chicago"),
    ("Eastern Time (US & Canada)", "America/New_York"),
    ("Atlantic Time (Canada)", "America/Halifax"),
    ("Newfoundland", "America/St_Johns"),
    ("Alaska", "America/Juneau"),
    ("Hawaii", "Pacific/Honolulu"),
    ("Arizona", "America/Phoenix"),
    ("Indiana (East)", "America/Indiana/Indianapolis"),
    ("Saskatchewan", "America/Regina"),
    ("Tijuana", "America/Tijuana"),
    ("Chihuahua", "America/Chihuahua"),
    ("Mazatlan", "America/Mazatlan"),
    ("Guadalajara", "America/Mexico_City"),
    ("Mexico City", "America/Mexico_City"),
    ("Monterrey", "America/Monterrey"),
    ("Central America", "America/Guatemala"),
    ("Bogota", "America/Bogota"),
    ("Lima", "America/Lima"),
    ("Quito", "America/Lima"),
    ("Caracas", "America/Caracas"),
    ("La Paz", "America/La_Paz"),
    ("Santiago", "America/Santiago"),
    ("Brasilia", "America/Sao_Paulo"),
    ("Buenos Aires", "America/Argentina/Buenos_Aires"),
    ("Montevideo", "America/Montevideo"),
    ("Puerto Rico", "America/Puerto_Rico"),
    ("UTC", "Etc/UTC"),
    ("London", "Europe/London"),
    ("Edinburgh", "Europe/London"),
    ("Dublin", "Europe/Dublin"),
    ("Lisbon", "Europe/Lisbon"),
    ("Amsterdam", "Europe/Amsterdam"),
    ("Berlin", "Europe/Berlin"),
    ("Bern", "Europe/Zurich"),
    ("Zurich", "Europe/Zurich"),
    ("Brussels", "Europe/Brussels"),
    ("Copenhagen", "Europe/Copenhagen"),
    ("Madrid", "Europe/Madrid"),
    ("Paris", "Europe/Paris"),
    ("Rome", "Europe/Rome"),
    ("Stockholm", "Europe/Stockholm"),
    ("Vienna", "Europe/Vienna"),
    ("Warsaw", "Europe/Warsaw"),
    ("Prague", "Europe/Prague"),
    ("Budapest", "Europe/Budapest"),
    ("Athens", "Europe/Athens"),
    ("Helsinki", "Europe/Helsinki"),
    ("Istanbul", "Europe/Istanbul"),
    ("Moscow", "Europe/Moscow"),
    ("Jerusalem", "Asia/Jerusalem"),
    ("Cairo", "Africa/Cairo"),
    ("Johannesburg", "Africa/Johannesburg"),
    ("Nairobi", "Africa/Nairobi"),
    ("Abu Dhabi", "Asia/Muscat"),
    ("Dubai", "Asia/Dubai"),
    ("Chennai", "Asia/Kolkata"),
    ("Kolkata", "Asia/Kolkata"),
    ("Mumbai", "Asia/Kolkata"),
    ("New Delhi", "Asia/Kolkata"),
    ("Bangkok", "Asia/Bangkok"),
    ("Jakarta", "Asia/Jakarta"),
    ("Singapore", "Asia/Singapore"),
    ("Kuala Lumpur", "Asia/Kuala_Lumpur"),
    ("Hong Kong", "Asia/Hong_Kong"),
    ("Beijing", "Asia/Shanghai"),
    ("Taipei", "Asia/Taipei"),
    ("Perth", "Australia/Perth"),
    ("Seoul", "Asia/Seoul"),
    ("Tokyo", "Asia/Tokyo"),
    ("Osaka", "Asia/Tokyo"),
    ("Sapporo", "Asia/Tokyo"),
    ("Adelaide", "Australia/Adelaide"),
    ("Darwin", "Australia/Darwin"),
    ("Brisbane", "Australia/Brisbane"),
    ("Canberra", "Australia/Canberra"),
    ("Melbourne", "Australia/Melbourne"),
    ("Sydney", "Australia/Sydney"),
    ("Hobart", "Australia/Hobart"),
    ("Auckland", "Pacific/Auckland"),
    ("Wellington", "Pacific/Auckland"),
  ]
}
