import FormLintReporters

/// The common invocations of `formlint` (`formlint site/`, `formlint --format sarif --output f.sarif .`,
/// a pre-commit hook's `formlint a.html b.vue`) read without swift-argument-parser, whose reflection
/// costs about 2 ms of every start (it looks up its protocols in the binary's 11,000 conformance
/// records, half of them swift-syntax's): a pre-commit hook and a CI step start formlint often.
///
/// Only what is certainly a lint of paths with well-formed options becomes a request; anything else
/// (a subcommand, help, a version, an unknown or misspelled option, a bad value, options that do not
/// go together, `--`) is `nil`, and swift-argument-parser reads it as before, with its own messages.
enum QuickArguments {
  static func request(_ arguments: some Collection<String>) -> LintRequest? {
    var request = LintRequest()
    var paths: [String] = []
    var rest = arguments[...]
    if let first = rest.first, subcommands.contains(first) { return nil }
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        continue
      }
      var name = argument
      var attached: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      if let set = flags[name] {
        guard attached == nil else { return nil }
        set(&request)
        continue
      }
      // `--output=` (an empty value) is the parser's to read.
      guard let set = options[name], attached != "", let value = attached ?? rest.popFirst(), attached != nil || !value.hasPrefix("-"),
        set(&request, value)
      else { return nil }
    }
    if !paths.isEmpty { request.paths = paths }
    // LintCommand.validate()'s refusals: its messages are the parser's.
    if request.usageProblem != nil { return nil }
    return request
  }

  /// An array, not a `Set`: a `Set<String>`'s metadata is built at run time, and its `Hashable`
  /// requirement is looked up through every conformance record, a third of a millisecond of each start.
  static let subcommands = ["lint", "rules", "explain", "help"]

  static let flags: [String: @Sendable (inout LintRequest) -> Void] = [
    "--no-prefilter": { $0.noPrefilter = true }, "--stats": { $0.stats = true }, "--fix": { $0.fix = true },
    "--diff": { $0.diff = true },
  ]

  /// Each option's setter: `false` for a value the parser would refuse.
  static let options: [String: @Sendable (inout LintRequest, String) -> Bool] = [
    "--format": { request, value in ReportFormat(rawValue: value).map { request.format = $0 } != nil },
    "--output": { request, value in request.output = value; return true },
    "--fail-on": { request, value in FailLevel(rawValue: value).map { request.failOn = $0 } != nil },
    "--config": { request, value in request.config = value; return true },
    "--include": { request, value in request.include.append(value); return true },
    "--exclude": { request, value in request.exclude.append(value); return true },
    "--jobs": { request, value in positive(value).map { request.jobs = $0 } != nil },
    "--stdin-filename": { request, value in request.stdinFilename = value; return true },
    "--max-file-size": { request, value in positive(value).map { request.maxFileSize = $0 } != nil },
    "--sarif-category": { request, value in request.sarifCategory = value; return true },
    "--baseline": { request, value in request.baseline = value; return true },
    "--write-baseline": { request, value in request.writeBaseline = value; return true },
  ]

  /// A whole number of at least 1, as the options take it (plain digits: anything else goes to the parser).
  private static func positive(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.count < 10, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(text), n >= 1
    else { return nil }
    return n
  }
}
