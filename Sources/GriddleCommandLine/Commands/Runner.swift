import Foundation

/// Runs griddle with `arguments` (without the program name) and returns the exit status.
/// On the main actor, as the commands run there.
@MainActor
public func runGriddle(_ arguments: [String]) -> Int32 {
  let parser = CommandLineParser(root: CommandTree.root, version: griddleVersion)
  var commandPath = "griddle"
  do {
    switch try parser.parse(arguments) {
    case .help(let text):
      writeToStandardOutput(text)
      if !text.hasSuffix("\n") { writeToStandardOutput("\n") }
      // The process ends after printing help. Freeing a String of more than 64 bytes has the
      // runtime instantiate its breadcrumbs' type by name the first time (35k instructions of
      // a 2.3M `griddle --help`), so the text is kept, and no copy with the newline is made.
      helpKeptUntilExit = text
    case .version(let text):
      writeToStandardOutput(text + "\n")
    case .manual:
      writeToStandardOutput(ManualCommand.text)
    case .run(let path, let values):
      commandPath = values.commandPath
      try path.last?.run?(values)
    }
    return ExitStatus.success.rawValue
  } catch {
    let (status, message, hint) = ErrorReporting.describe(error)
    let text: String
    if let error = error as? CommandLineError {
      text = renderError(error, commandPath: commandPath)
    } else {
      text = "griddle: error: \(message)" + (hint.map { "\n" + $0 } ?? "")
    }
    writeDiagnostic(text + "\n")
    return status.rawValue
  }
}

/// The help text `runGriddle` printed, kept rather than freed (see there).
@MainActor private var helpKeptUntilExit: String?
