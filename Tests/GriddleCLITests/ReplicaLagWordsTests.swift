import Testing

@testable import GriddleCommandLine

/// How a standby's lag is said in the report and in the note.
@Suite struct ReplicaLagWordsTests {
  @Test func aLagIsSaidInItsLargestWholeUnit() {
    #expect(CommandEnvironment.duration(0) == "less than a second")
    #expect(CommandEnvironment.duration(0.4) == "less than a second")
    #expect(CommandEnvironment.duration(1) == "1 second")
    #expect(CommandEnvironment.duration(59.9) == "59 seconds")
    #expect(CommandEnvironment.duration(60) == "1 minute")
    #expect(CommandEnvironment.duration(7_199) == "119 minutes")
    #expect(CommandEnvironment.duration(7_200) == "2 hours")
    #expect(CommandEnvironment.duration(172_800) == "2 days")
  }
}
