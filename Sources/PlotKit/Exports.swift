// Chart code is written in files that import SwiftUI, which brings Foundation (and `sin`,
// `Date`, `Calendar`) with it; PlotKit does the same so such code compiles as written.
@_exported import Foundation
