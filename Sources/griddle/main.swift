import Foundation
import GriddleCommandLine

exit(runGriddle(Array(CommandLine.arguments.dropFirst())))
