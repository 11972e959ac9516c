import ArgumentParser
import FormLint
import FormLintReporters

enum ExplainFormat: String, ExpressibleByArgument, CaseIterable {
  case text, jsonl
}

struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a passwordrules string: problems, canonical form, AutoFill verdict, sample passwords.",
    discussion: """
      With --format jsonl, reads one JSON string per line from standard input and writes one JSON object per \
      line: input, canonical, minified (as the reference parser writes them) and diagnostics with 0-based \
      Unicode-scalar offsets.
      """)

  @Argument(help: "The rules, e.g. \"required: upper; required: digit; minlength: 12\".")
  var rules: String?

  @Option(help: "text (for people) or jsonl (one JSON string per stdin line → one JSON object per line).")
  var format: ExplainFormat = .text

  @Option(help: "Seed for the sample passwords (default: a secure random source).")
  var seed: UInt64?

  func validate() throws {
    if format == .text && rules == nil { throw ValidationError("give the rules to explain, or use --format jsonl with standard input") }
    if format == .jsonl && rules != nil { throw ValidationError("--format jsonl reads standard input; do not pass rules as an argument") }
  }

  func run() throws {
    Terminal.ignoreBrokenPipe()
    switch format {
    case .text:
      let rules = rules ?? ""
      let parsed = RulesParser.parse(rules)
      let (effective, _) = Acceptance.evaluate(
        rules: parsed, html: HTMLConstraints(minLength: nil, maxLength: nil, hasPattern: false), isNewPasswordField: true)
      let samples: [String]?
      if let seed {
        samples = PasswordGenerator(source: SeededRandomSource(seed: seed)).generate(effective, count: 3)
      } else {
        samples = PasswordGenerator().generate(effective, count: 3)
      }
      Terminal.write(ExplainReport.text(for: rules, color: Terminal.wantsColor(), samples: samples))
    case .jsonl:
      var lineNumber = 0
      while let line = readLine(strippingNewline: true) {
        lineNumber += 1
        if let input = JSONStringLine.decode(Substring(line)) {
          Terminal.write(ExplainReport.jsonLine(for: input) + "\n")
        } else {
          Terminal.write(ExplainReport.jsonError(line: lineNumber, message: "not a JSON string") + "\n")
        }
      }
    }
  }
}
