/// Holt–Winters exponential smoothing with a weekly season, fitted by a fixed grid search (so
/// the same data always gives the same parameters and forecasts).
///
/// A closed day has no observation: level and trend carry on as forecast and the season is
/// left alone, so the weekly season stays aligned with the weekdays.
public struct HoltWinters: Hashable, Sendable {
  /// Whether the season adds to the level or multiplies it.
  public enum Season: Hashable, Sendable {
    case additive, multiplicative
  }

  /// How fast the level, the trend and the season follow new observations (0–1).
  public struct Parameters: Hashable, Sendable {
    /// Smoothing of the level.
    public var alpha: Double
    /// Smoothing of the trend.
    public var beta: Double
    /// Smoothing of the season.
    public var gamma: Double

    /// Creates parameters.
    public init(alpha: Double, beta: Double, gamma: Double) {
      self.alpha = alpha
      self.beta = beta
      self.gamma = gamma
    }
  }

  /// The season kind.
  public let season: Season
  /// The fitted parameters.
  public let parameters: Parameters

  /// Creates a smoother with given parameters.
  public init(season: Season, parameters: Parameters) {
    self.season = season
    self.parameters = parameters
  }

  /// The dates the initial level and season are taken from, from the first operating day.
  public static let initialDays = 14

  /// The grid searched: level, trend and season smoothing (72 combinations).
  static let grid: [Parameters] = {
    var grid: [Parameters] = []
    for alpha in [0.05, 0.1, 0.2, 0.3, 0.5, 0.7] {
      for beta in [0, 0.01, 0.05] {
        for gamma in [0.05, 0.1, 0.2, 0.4] {
          grid.append(Parameters(alpha: alpha, beta: beta, gamma: gamma))
        }
      }
    }
    return grid
  }()

  /// The parameters of the grid with the least squared one-step error on the days before
  /// `fitEnd` (the first grid entry among equals); nil when fewer than 7 such days follow the
  /// initial two weeks, or the series does not suit the season kind (a multiplicative season
  /// needs every operating day above zero).
  ///
  /// - Complexity: O(72 × fitEnd).
  public static func fitted(_ series: OperatingDaySeries, season: Season, fitEnd: Int) -> Self? {
    guard let start = series.values.firstIndex(where: { $0 != nil }) else { return nil }
    if season == .multiplicative,
      series.values.contains(where: { $0.map { $0 <= 0 } ?? false })
    {
      return nil
    }
    let end = min(fitEnd, series.count)
    let fitted = (start + initialDays..<max(end, start + initialDays)).filter {
      series.values[$0] != nil
    }
    guard fitted.count >= 7 else { return nil }
    let errors = gridErrors(series, season: season, start: start, end: end)
    var best: (error: Double, parameters: Parameters)?
    for (parameters, error) in zip(grid, errors) where best == nil || error < best!.error {
      best = (error, parameters)
    }
    return best.map { HoltWinters(season: season, parameters: $0.parameters) }
  }

  /// `squaredError` of every grid entry, in grid order, eight entries a pass: one walk over
  /// the series moves eight smoothers, one per SIMD lane, each doing exactly the arithmetic
  /// `update` and `forecast` do for its parameters (so the errors, and the fit, are the same
  /// to the last bit). The 72 scalar passes were a quarter of a 1,000-truck nightly report.
  static func gridErrors(
    _ series: OperatingDaySeries, season: Season, start: Int, end: Int
  ) -> [Double] {
    let initial = HoltWinters(season: season, parameters: grid[0])
      .initialState(series, start: start)
    var errors: [Double] = []
    errors.reserveCapacity(grid.count)
    var offset = 0
    while offset < grid.count {
      var lanes = [Parameters](grid[offset..<min(offset + 8, grid.count)])
      let used = lanes.count
      // A short last group repeats its last entry; the copies' errors are dropped.
      while lanes.count < 8 { lanes.append(lanes[used - 1]) }
      var smoother = LaneSmoother(season: season, parameters: lanes, initial: initial)
      let laneErrors = smoother.squaredError(series, start: start, end: end)
      for lane in 0..<used { errors.append(laneErrors[lane]) }
      offset += used
    }
    return errors
  }

  /// Eight smoothers of one season kind, one per SIMD lane, with their own parameters and the
  /// same initial state.
  private struct LaneSmoother {
    let season: Season
    let alpha: SIMD8<Double>
    let beta: SIMD8<Double>
    let gamma: SIMD8<Double>
    var level: SIMD8<Double>
    var trend: SIMD8<Double>
    /// Weekday slots 0–6, each the eight smoothers' season value for that slot.
    var seasons: [SIMD8<Double>]

    init(season: Season, parameters: [Parameters], initial: State) {
      self.season = season
      alpha = SIMD8(parameters.map(\.alpha))
      beta = SIMD8(parameters.map(\.beta))
      gamma = SIMD8(parameters.map(\.gamma))
      level = SIMD8(repeating: initial.level)
      trend = SIMD8(repeating: initial.trend)
      seasons = (0..<7).map { SIMD8(repeating: initial.seasons[$0]) }
    }

    /// `HoltWinters.squaredError` of each lane's parameters.
    mutating func squaredError(_ series: OperatingDaySeries, start: Int, end: Int) -> SIMD8<Double>
    {
      var error = SIMD8<Double>()
      let first = start + HoltWinters.initialDays
      var slot = first % 7
      let one = SIMD8<Double>(repeating: 1)
      for index in first..<max(end, first) {
        let previous = level
        guard let observed = series.values[index] else {
          level = previous + trend
          slot = slot == 6 ? 0 : slot + 1
          continue
        }
        let value = SIMD8<Double>(repeating: observed)
        let seasonal = seasons[slot]
        let miss: SIMD8<Double>
        switch season {
        case .additive:
          miss = value - (level + trend + seasonal)
          level = alpha * (value - seasonal) + (one - alpha) * (previous + trend)
          seasons[slot] = gamma * (value - level) + (one - gamma) * seasonal
        case .multiplicative:
          miss = value - (level + trend) * seasonal
          let deseasoned = value.replacing(with: value / seasonal, where: seasonal .> 0)
          level = alpha * deseasoned + (one - alpha) * (previous + trend)
          seasons[slot] = seasonal.replacing(
            with: gamma * (value / level) + (one - gamma) * seasonal, where: level .> 0)
        }
        error += miss * miss
        trend = beta * (level - previous) + (one - beta) * trend
        slot = slot == 6 ? 0 : slot + 1
      }
      return error
    }
  }

  /// The state of the smoother: level, trend and one season value per weekday slot.
  private struct State {
    var level: Double
    var trend: Double
    /// Slots 0–6 (7 unused): held inline, where an array was checked for a second owner at
    /// every write (the grid search makes 72 passes over every series).
    var seasons: SIMD8<Double>
  }

  /// The initial state from the first two weeks from `start`: the mean of their operating days
  /// as level, each weekday's mean against it as season (neutral for a weekday without data),
  /// no trend.
  private func initialState(_ series: OperatingDaySeries, start: Int) -> State {
    var sums = [Double](repeating: 0, count: 7)
    var counts = [Int](repeating: 0, count: 7)
    let end = min(start + Self.initialDays, series.count)
    var total = 0.0
    var days = 0
    for index in start..<end {
      guard let value = series.values[index] else { continue }
      sums[index % 7] += value
      counts[index % 7] += 1
      total += value
      days += 1
    }
    let level = days == 0 ? 0 : total / Double(days)
    var seasons = SIMD8<Double>()
    for slot in 0..<7 {
      guard counts[slot] > 0 else {
        seasons[slot] = season == .additive ? 0 : 1
        continue
      }
      let mean = sums[slot] / Double(counts[slot])
      switch season {
      case .additive: seasons[slot] = mean - level
      case .multiplicative: seasons[slot] = level > 0 ? mean / level : 1
      }
    }
    return State(level: level, trend: 0, seasons: seasons)
  }

  /// The forecast the state gives for a day in weekday slot `slot`.
  private func forecast(_ state: State, slot: Int) -> Double {
    switch season {
    case .additive: return state.level + state.trend + state.seasons[slot]
    case .multiplicative: return (state.level + state.trend) * state.seasons[slot]
    }
  }

  /// Moves the state past one day: an observation updates level, trend and season; a closed
  /// day (nil) only moves the level by the trend.
  private func update(_ state: inout State, slot: Int, observed value: Double?) {
    let (alpha, beta, gamma) = (parameters.alpha, parameters.beta, parameters.gamma)
    let previous = state.level
    guard let value else {
      state.level = previous + state.trend
      return
    }
    let seasonal = state.seasons[slot]
    switch season {
    case .additive:
      state.level = alpha * (value - seasonal) + (1 - alpha) * (previous + state.trend)
      state.seasons[slot] = gamma * (value - state.level) + (1 - gamma) * seasonal
    case .multiplicative:
      let deseasoned = seasonal > 0 ? value / seasonal : value
      state.level = alpha * deseasoned + (1 - alpha) * (previous + state.trend)
      if state.level > 0 {
        state.seasons[slot] = gamma * (value / state.level) + (1 - gamma) * seasonal
      }
    }
    state.trend = beta * (state.level - previous) + (1 - beta) * state.trend
  }

  /// The sum of squared one-step errors on the operating days in `start + 14 ..< end`: the
  /// definition `gridErrors` computes eight at a time (tests hold them equal).
  func squaredError(_ series: OperatingDaySeries, start: Int, end: Int) -> Double {
    var state = initialState(series, start: start)
    var error = 0.0
    let first = start + Self.initialDays
    // The weekday slot follows the index, counted rather than divided for each day.
    var slot = first % 7
    for index in first..<max(end, first) {
      let value = series.values[index]
      if let value {
        let miss = value - forecast(state, slot: slot)
        error += miss * miss
      }
      update(&state, slot: slot, observed: value)
      slot = slot == 6 ? 0 : slot + 1
    }
    return error
  }

  /// Each day's forecast from the days before it (nil through the initial two weeks), and the
  /// day after the series.
  ///
  /// - Complexity: O(n).
  public func oneStepForecasts(_ series: OperatingDaySeries) -> OneStepForecasts {
    var forecasts = OneStepForecasts(repeating: nil, count: series.count + 1)
    guard let start = series.values.firstIndex(where: { $0 != nil }) else { return forecasts }
    var state = initialState(series, start: start)
    guard start + Self.initialDays <= series.count else { return forecasts }
    for index in (start + Self.initialDays)...series.count {
      forecasts[index] = forecast(state, slot: index % 7)
      if index < series.count {
        update(&state, slot: index % 7, observed: series.values[index])
      }
    }
    return forecasts
  }
}
