import Sales
import SalesDomain

/// `griddle completions SHELL`: a completion script generated from the command tree.
enum CompletionsCommand {
  static let arguments: [ArgumentSpec] = [
    .positional(
      "shell", help: "The shell: bash, zsh or fish.", choices: CompletionScript.shells)
  ]

  static let command = Command(
    name: "completions",
    abstract: "Print a shell completion script for bash, zsh or fish.",
    discussion: """
      bash: add 'source <(griddle completions bash)' to ~/.bashrc.
      zsh: add 'source <(griddle completions zsh)' to ~/.zshrc after compinit, or save the script as _griddle in a directory on $fpath.
      fish: griddle completions fish > ~/.config/fish/completions/griddle.fish
      """,
    arguments: arguments,
    run: { values in
      let shell = values.positional("shell") ?? ""
      guard let script = CompletionScript(root: CommandTree.root).script(for: shell) else {
        throw UsageError(
          "invalid value '\(shell)' for '<shell>': expected bash, zsh or fish",
          hint: closestMatch(to: shell, among: CompletionScript.shells).map {
            "Did you mean '\($0)'?"
          })
      }
      writeToStandardOutput(script)
    })
}
