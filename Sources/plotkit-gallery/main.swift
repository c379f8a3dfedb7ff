import Foundation
import PlotKit
import PlotKitGallery

/// Writes every gallery chart as `NAME.svg` (automatic colour scheme) plus `NAME.light.svg`
/// and `NAME.dark.svg` into the directory given as the only argument.
@MainActor
func writeGallery(arguments: [String]) -> Int32 {
  guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("Usage: plotkit-gallery OUTPUT-DIRECTORY\n".utf8))
    return 64
  }
  let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for chart in Gallery.charts {
      let variants: [(String, ChartColorScheme)] = [
        ("", .automatic), (".light", .light), (".dark", .dark),
      ]
      for (suffix, scheme) in variants {
        let url = directory.appendingPathComponent(chart.name + suffix + ".svg")
        try Data(chart.svg(scheme).utf8).write(to: url)
      }
    }
  } catch {
    FileHandle.standardError.write(Data("plotkit-gallery: error: \(error)\n".utf8))
    return 73
  }
  print("Wrote \(Gallery.charts.count) charts to \(directory.path)")
  return 0
}

exit(writeGallery(arguments: CommandLine.arguments))
