import Foundation
import Testing

@testable import PlotKit

/// Grids line their columns up across rows: every expected x below is worked out here from the
/// font metrics and the spacings, never read back from earlier output.
@MainActor
@Suite struct GridColumnTests {
  let measurer = TextMeasurer.standard
  let env = ViewEnvironment.annotation(ChartEnvironment())

  func width(_ text: String) -> Double { measurer.width(of: text, fontSize: 12) }

  /// The SVG a view draws at the origin at its ideal size.
  func svg<V: View>(_ view: V, width: Double? = nil) -> String {
    var writer = SVGWriter(scheme: .light, id: "t")
    ViewRenderer.draw(
      view._viewNode, at: (0, 0), proposal: Proposal(width: width, height: nil), env, into: &writer)
    return writer.body
  }

  /// The x of each `<text>` element and its content, in drawing order.
  func texts(_ svg: String) -> [(x: Double, text: String)] {
    svg.components(separatedBy: "<text x=\"").dropFirst().compactMap { part in
      guard let x = Double(part.prefix { $0 != "\"" }),
        let open = part.firstIndex(of: ">"), let close = part.range(of: "</text>")
      else { return nil }
      return (x, String(part[part.index(after: open)..<close.lowerBound]))
    }
  }

  /// SVG coordinates carry two decimals.
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.006 }

  func x(of text: String, in svg: String) -> Double? {
    texts(svg).first { $0.text == text }?.x
  }

  @Test func columnsShareTheWidestCellsWidthAcrossRows() throws {
    let grid = Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 2) {
      GridRow {
        Text("A")
        Text("1")
      }
      GridRow {
        Text("Much longer name")
        Text("22")
      }
    }
    let out = svg(grid)
    let column2 = width("Much longer name") + 6
    #expect(close(try #require(x(of: "1", in: out)), column2))
    #expect(close(try #require(x(of: "22", in: out)), column2))
    let size = ViewLayout.size(grid._viewNode, .ideal, env)
    #expect(close(size.width, width("Much longer name") + 6 + width("22")))
  }

  @Test func gridColumnAlignmentAlignsTheWholeColumn() throws {
    let grid = Grid(horizontalSpacing: 10) {
      GridRow {
        Text("Name")
        Text("7").gridColumnAlignment(.trailing)
      }
      GridRow {
        Text("Longer name")
        Text("1234")
      }
    }
    let out = svg(grid)
    let start = width("Longer name") + 10
    let columnWidth = width("1234")
    #expect(close(try #require(x(of: "7", in: out)), start + columnWidth - width("7")))
    #expect(close(try #require(x(of: "1234", in: out)), start))
    // The first column keeps the grid's alignment (centre).
    #expect(close(try #require(x(of: "Name", in: out)), (width("Longer name") - width("Name")) / 2))
  }

  @Test func aViewOutsideAGridRowSpansTheGrid() throws {
    let grid = Grid(alignment: .leading, horizontalSpacing: 4) {
      Text("A title wider than both columns")
      GridRow {
        Text("a")
        Text("b")
      }
    }
    let out = svg(grid)
    #expect(close(try #require(x(of: "b", in: out)), width("a") + 4))
    let size = ViewLayout.size(grid._viewNode, .ideal, env)
    #expect(size.width == width("A title wider than both columns"))
  }

  @Test func lazyVGridColumnsLineUpAndFixedColumnsKeepTheirWidth() throws {
    let grid = LazyVGrid(
      columns: [GridItem(.fixed(80), spacing: 5, alignment: .leading), GridItem(.fixed(40))],
      alignment: .leading
    ) {
      Text("x")
      Text("y")
      Text("longer")
      Text("z")
    }
    let out = svg(grid)
    #expect(close(try #require(x(of: "x", in: out)), 0))
    #expect(close(try #require(x(of: "longer", in: out)), 0))
    // The second column (leading by the grid) starts after 80 points and the 5-point gap.
    #expect(close(try #require(x(of: "y", in: out)), 85))
    #expect(close(try #require(x(of: "z", in: out)), 85))
  }

  @Test func flexibleColumnsShareTheOfferedWidth() throws {
    let grid = LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())]) {
      Text("a")
      Text("b")
    }
    let out = svg(grid, width: 300)
    // Each column is 150 wide; centred text sits in the middle of its half.
    #expect(close(try #require(x(of: "a", in: out)), (150 - width("a")) / 2))
    #expect(close(try #require(x(of: "b", in: out)), 150 + (150 - width("b")) / 2))
  }

  @Test func lazyHGridFillsColumnsTopToBottomWithAlignedRows() throws {
    let grid = LazyHGrid(rows: [GridItem(), GridItem()], spacing: 3) {
      Text("one")
      Text("two")
      Text("three")
    }
    let out = svg(grid)
    let firstColumn = max(width("one"), width("two"))
    // "three" heads the second column, centred in its own width (it is the only cell).
    #expect(close(try #require(x(of: "three", in: out)), firstColumn + 3))
    #expect(close(try #require(x(of: "one", in: out)), (firstColumn - width("one")) / 2))
  }
}
