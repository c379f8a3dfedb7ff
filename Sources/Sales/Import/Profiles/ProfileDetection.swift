import SalesDomain

/// Which profile reads a file, chosen by `--profile` or from its header.
enum ProfileChoice {
  /// Griddle's own columns, read directly.
  case griddle(ColumnLayout)
  /// A point-of-sale export, translated through a profile.
  case translated(ImportProfile, ProfileLayout)
}

/// Why no profile reads a file.
struct ProfileMismatch: Error {
  let messages: [String]
}

enum ProfileDetection {
  /// The profile named `name` (griddle, a built-in, or one of `userProfiles`), or nil.
  static func profile(named name: String, userProfiles: [ImportProfile]) -> ImportProfile? {
    let key = NameKey(name)
    return (userProfiles + ImportProfile.builtIn).first { NameKey($0.name) == key }
  }

  /// The names `--profile` accepts, for messages.
  static func names(userProfiles: [ImportProfile]) -> [String] {
    [ImportProfile.griddleName] + ImportProfile.builtIn.map(\.name) + userProfiles.map(\.name)
  }

  /// Chooses how to read a file with `header`: the named profile when given, else the one the
  /// header fits (griddle first; otherwise the fitting profile that uses the most columns).
  static func choose(
    header: [String], named name: String?, userProfiles: [ImportProfile]
  ) -> Result<ProfileChoice, ProfileMismatch> {
    if let name {
      if NameKey(name) == NameKey(ImportProfile.griddleName) {
        return ColumnLayout.make(columnNames: header).map { .griddle($0) }
          .mapError { ProfileMismatch(messages: $0.messages) }
      }
      guard let profile = profile(named: name, userProfiles: userProfiles) else {
        let known = names(userProfiles: userProfiles)
        var message =
          "unknown profile '\(name)' (known: \(known.joined(separator: ", ")); more are declared in the config under \"importProfiles\")"
        if let closest = closestMatch(to: name, among: known) {
          message += "; did you mean '\(closest)'?"
        }
        return .failure(ProfileMismatch(messages: [message]))
      }
      if let refusal = refusal(header: header, profiles: [profile]) {
        return .failure(ProfileMismatch(messages: [refusal]))
      }
      switch ProfileLayout.make(profile: profile, header: header) {
      case .success(let layout): return .success(.translated(profile, layout))
      case .failure(let missing):
        return .failure(
          ProfileMismatch(messages: [
            "the header does not fit the '\(profile.name)' profile (\(profile.title)): missing \(missing.names.joined(separator: ", ")) (the header has: \(header.joined(separator: ", ")))"
          ]))
      }
    }
    if header.isEmpty {
      return .failure(ProfileMismatch(messages: ["the file is empty: expected a header row"]))
    }
    let griddle = ColumnLayout.make(columnNames: header)
    if case .success(let layout) = griddle { return .success(.griddle(layout)) }
    let candidates = userProfiles + ImportProfile.builtIn
    if let refusal = refusal(header: header, profiles: candidates) {
      return .failure(ProfileMismatch(messages: [refusal]))
    }
    var best: (ImportProfile, ProfileLayout)?
    for profile in candidates {
      guard case .success(let layout) = ProfileLayout.make(profile: profile, header: header) else {
        continue
      }
      if best == nil || profile.requiredColumns.count > best!.0.requiredColumns.count {
        best = (profile, layout)
      }
    }
    if let best { return .success(.translated(best.0, best.1)) }
    // A header that looks like Griddle's own (any of its columns) gets Griddle's messages:
    // the missing or repeated columns by name.
    let keys = Set(header.map { NameKey($0) })
    if OrderColumn.allCases.contains(where: { keys.contains(NameKey($0.rawValue)) }),
      case .failure(let problems) = griddle
    {
      return .failure(ProfileMismatch(messages: problems.messages))
    }
    return .failure(ProfileMismatch(messages: [unknownHeader(header, candidates)]))
  }

  private static func refusal(header: [String], profiles: [ImportProfile]) -> String? {
    let keys = Set(header.map { NameKey($0) })
    for profile in profiles {
      for refused in profile.refusedExports
      where refused.signature.allSatisfy({ keys.contains(NameKey($0)) }) {
        return refused.message
      }
    }
    return nil
  }

  /// Names the profile the header comes closest to and the columns it lacks.
  private static func unknownHeader(_ header: [String], _ profiles: [ImportProfile]) -> String {
    // A one-column header with another separator gets the griddle message about separators.
    if header.count == 1, case .failure(let problems) = ColumnLayout.make(columnNames: header),
      let first = problems.messages.first, first.contains("separated by")
    {
      return first
    }
    var scored: [(name: String, title: String, found: Int, missing: [String])] = []
    let keys = Set(header.map { NameKey($0) })
    let griddleColumns = OrderColumn.allCases.filter(\.isRequired).map(\.rawValue)
    let griddleMissing = griddleColumns.filter { !keys.contains(NameKey($0)) }
    scored.append(
      (
        ImportProfile.griddleName, "Griddle CSV", griddleColumns.count - griddleMissing.count,
        griddleMissing.map { "'\($0)'" }
      ))
    for profile in profiles {
      let columns =
        profile.requiredColumns + [
          ProfileColumn(names: profile.city.flatMap(\.names))
        ]
      let missing = columns.filter { $0.index(in: header) == nil }.map(\.description)
      scored.append((profile.name, profile.title, columns.count - missing.count, missing))
    }
    let closest = scored.max { $0.found < $1.found }!
    return
      "the header fits no import profile; closest is '\(closest.name)' (\(closest.title)), which lacks \(closest.missing.joined(separator: ", ")) (the header has: \(header.joined(separator: ", "))). Name the profile with --profile, or declare one for this export in the config under \"importProfiles\""
  }
}
