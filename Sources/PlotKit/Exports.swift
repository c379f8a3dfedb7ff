// Swift Charts code sees Foundation through `import SwiftUI`/`import Charts` (Date, sin,
// CGFloat, CGPoint…); PlotKit re-exports it so the same code compiles with `import PlotKit`.
@_exported import Foundation
