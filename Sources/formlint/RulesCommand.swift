import ArgumentParser
import FormLint

struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the rules, or show one rule's documentation with examples.")

  @Argument(help: "A rule id, e.g. unknown-character-class.")
  var id: String?

  func run() throws {
    guard let id else {
      let width = RuleRegistry.all.map(\.id.count).max() ?? 0
      var text = ""
      for rule in RuleRegistry.all {
        let severity = rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        text += rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + severity + rule.summary + "\n"
      }
      Terminal.write(text)
      return
    }
    guard let rule = RuleRegistry.metadata(for: id) else {
      Terminal.error("unknown rule `\(id)`; `formlint rules` lists them")
      throw ExitCode(2)
    }
    var text = "\(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.name)\n\n\(rule.summary)\n\n\(rule.documentation)\n"
    if !rule.failingExample.isEmpty {
      text += "\nReported:\n\n" + indent(rule.failingExample) + "\nFixed:\n\n" + indent(rule.passingExample)
    }
    Terminal.write(text)
  }

  private func indent(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
  }
}
