import PlotKit

// Apple docs (accessibility): each bar says what it shows to VoiceOver.
@MainActor
func corpusBarAccessibility() -> String {
  Chart(CorpusData.toys.filter { $0.color == "Green" }) { toy in
    BarMark(x: .value("Shape", toy.type), y: .value("Count", toy.count))
      .accessibilityLabel(toy.type)
      .accessibilityValue("\(Int(toy.count)) items")
  }
  .svg(width: 320, height: 200, id: "corpus-bar-accessibility")
}
