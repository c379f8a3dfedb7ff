/// The stops and the schedule of visits a store keeps beside the sales (issue 26).
///
/// Both stores implement it with the same answers. Stops are matched by name ignoring case and
/// Unicode form, like cities; visits are replaced per source (the calendar or file they came
/// from) in one transaction that refuses two visits of one city at the same time.
public protocol ScheduleDataStore: AnyObject {
  /// Every stop on record, by name.
  func stops() throws -> [Stop]
  /// Adds a stop of `cityID` unless one with a matching name exists, and sets its fee; returns
  /// the stored stop. A stop on record in another city is an error.
  @discardableResult
  func addStop(name: String, cityID: Int64, fee: StopFee) throws -> Stop
  /// Replaces the visits of `source` with `visits` (all of that source) in one transaction;
  /// throws `VisitOverlap` when two visits of one city, of this source or another, overlap.
  func replaceVisits(of source: String, with visits: [Visit]) throws -> ScheduleImportSummary
  /// The visits starting on a local date in `dates` (all when nil) of the cities `cityIDs`
  /// (all when empty), by city, then start.
  func visits(on dates: ClosedRange<LocalDate>?, cityIDs: [Int64]) throws -> [Visit]
}
