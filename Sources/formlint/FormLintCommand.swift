import ArgumentParser
import FormLint
import Foundation

@main
struct FormLintCommand: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "formlint",
    abstract: "Lint password fields: passwordrules, lengths, autocomplete and confirmation fields.",
    discussion: """
      Safari reads `passwordrules` to generate strong passwords; a wrong value fails silently. formlint finds \
      every password field in your pages, templates, components and Apple sources and says what a password manager \
      will make of it.

      Examples:
        formlint site/
        formlint --format sarif --output formlint.sarif site/
        formlint --fix site/
        formlint --write-baseline baseline.json site/ && formlint --baseline baseline.json site/
        formlint explain "required: upper; required: digits; minlength: 8"

      Every option of a run: formlint help lint
      """,
    version: version,
    subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self],
    defaultSubcommand: LintCommand.self)

  static func main() {
    do {
      if let request = QuickArguments.request(CommandLine.arguments.dropFirst()) {
        try request.run()
      } else {
        var command = try parseAsRoot()
        try command.run()
      }
    } catch let code as ExitCode {
      // A run's own outcome (1: findings, 2: a file it could not read) needs none of the parser's
      // reflection, which costs half a millisecond at the end of every run with findings.
      Foundation.exit(code.rawValue)
    } catch {
      // A usage error exits 2, as the documentation says (swift-argument-parser's own code is 64).
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }
}
