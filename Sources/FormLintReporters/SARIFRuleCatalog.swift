import FormLint

/// The run's `tool.driver.rules`: every rule of the catalog, in registry order, so that a result's
/// `ruleIndex` is its rule's place in the registry. A finding whose rule is not in the catalog
/// still gets a (plain) descriptor at the end: GitHub refuses results whose rule it cannot find.
struct RuleCatalog {
  private(set) var rules: [RuleMetadata] = []
  private(set) var index: [String: Int] = [:]

  init(_ catalog: [RuleMetadata], diagnostics: [Diagnostic]) {
    for rule in catalog where index[rule.id] == nil {
      add(rule)
    }
    for d in diagnostics where index[d.ruleID] == nil {
      add(Self.placeholder(for: d))
    }
  }

  private mutating func add(_ rule: RuleMetadata) {
    index[rule.id] = rules.count
    rules.append(rule)
  }

  private static func placeholder(for d: Diagnostic) -> RuleMetadata {
    let words = d.ruleID.split(separator: "-").joined(separator: " ")
    let name = words.prefix(1).uppercased() + words.dropFirst()
    return RuleMetadata(
      id: d.ruleID, name: name == d.ruleID ? "\(name) finding" : name, defaultSeverity: d.severity,
      summary: "formlint reports \(d.ruleID)", documentation: "", failingExample: "", passingExample: ""
    )
  }

  func descriptors(helpURIPrefix: String?) -> [JSONValue] {
    rules.map { Self.descriptor($0, helpURIPrefix: helpURIPrefix) }
  }

  // MARK: - One rule

  /// GitHub shows at most this many characters of a description.
  static let descriptionLimit = 1024

  static func descriptor(_ rule: RuleMetadata, helpURIPrefix: String?) -> JSONValue {
    let short = nonEmpty(rule.summary) ?? rule.name
    let full = nonEmpty(rule.documentation) ?? short
    return members(
      ("id", .string(rule.id)),
      ("name", .string(rule.name)),
      ("shortDescription", members(("text", .string(limited(short))))),
      ("fullDescription", members(("text", .string(limited(full))))),
      ("help", members(
        ("text", .string(helpText(rule, intro: full))),
        ("markdown", .string(helpMarkdown(rule, intro: full)))
      )),
      ("helpUri", helpURIPrefix.map { .string($0 + rule.id) }),
      ("defaultConfiguration", members(("level", .string(SARIFReporter.level(rule.defaultSeverity))))),
      ("properties", members(
        ("tags", .array(rule.tags.map { .string($0) })),
        ("precision", .string("very-high")),
        ("problem.severity", .string(problemSeverity(rule.defaultSeverity)))
      ))
    )
  }

  static func problemSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "recommendation"
    }
  }

  private static func helpText(_ rule: RuleMetadata, intro: String) -> String {
    var text = intro
    for (title, example) in examples(rule) {
      let indented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      text += "\n\n\(title):\n" + indented.joined(separator: "\n")
    }
    return text
  }

  private static func helpMarkdown(_ rule: RuleMetadata, intro: String) -> String {
    var text = intro
    for (title, example) in examples(rule) {
      let fence = String(repeating: "`", count: max(3, longestBacktickRun(example) + 1))
      text += "\n\n**\(title)**\n\n\(fence)html\n\(example)\n\(fence)"
    }
    return text
  }

  private static func examples(_ rule: RuleMetadata) -> [(String, String)] {
    [("Failing example", rule.failingExample), ("Passing example", rule.passingExample)]
      .filter { !$0.1.isEmpty }
  }

  private static func longestBacktickRun(_ s: String) -> Int {
    var longest = 0
    var run = 0
    for c in s {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  private static func nonEmpty(_ s: String) -> String? {
    s.allSatisfy(\.isWhitespace) ? nil : s
  }

  /// `s` cut to GitHub's limit: the first paragraph if that fits, else a hard cut with `…`.
  private static func limited(_ s: String) -> String {
    guard s.unicodeScalars.count > descriptionLimit else { return s }
    if let paragraph = s.split(separator: "\n\n").first, paragraph.unicodeScalars.count <= descriptionLimit {
      return String(paragraph)
    }
    return String(String.UnicodeScalarView(s.unicodeScalars.prefix(descriptionLimit - 1))) + "…"
  }
}
