import Testing

@testable import GriddleCommandLine

@Suite struct ErrorRenderingTests {
  @Test func rendersMessageThenHint() {
    let error = UsageError(
      "unknown option '--form'", hint: "Did you mean '--from'?\nSee 'griddle query daily --help'.")
    #expect(
      renderError(error, commandPath: "griddle query daily") == """
        griddle: error: unknown option '--form'
        Did you mean '--from'?
        See 'griddle query daily --help'.
        """)
  }

  @Test func usageErrorsWithoutAHelpPointerGetOne() {
    let error = UsageError("unknown format 'xml'", hint: "Use table, csv or json.")
    #expect(
      renderError(error, commandPath: "griddle query daily") == """
        griddle: error: unknown format 'xml'
        Use table, csv or json.
        See 'griddle query daily --help'.
        """)
  }

  @Test func otherErrorsGetNoHelpPointer() {
    struct MissingFile: CommandLineError {
      var exitStatus: GriddleCommandLine.ExitStatus { .noInput }
      var message: String { "cannot open 'orders.csv': no such file" }
      var hint: String? { nil }
    }
    #expect(
      renderError(MissingFile(), commandPath: "griddle import")
        == "griddle: error: cannot open 'orders.csv': no such file")
  }
}

@Suite struct SuggestionTests {
  @Test func editDistanceCountsASwapAsOneEdit() {
    #expect(editDistance("query", "qurey") == 1)
    #expect(editDistance("from", "form") == 1)
    #expect(editDistance("import", "imprt") == 1)
    #expect(editDistance("kitten", "sitting") == 3)
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("same", "same") == 0)
  }

  @Test func closestMatchHasALengthDependentThreshold() {
    #expect(closestMatch(to: "Query", among: ["init", "query"]) == "query")
    #expect(closestMatch(to: "x", among: ["init", "import"]) == nil)
    #expect(closestMatch(to: "--skip-invalde", among: ["--skip-invalid"]) == "--skip-invalid")
    #expect(closestMatch(to: "qxxry", among: ["query"]) == nil)
  }
}
