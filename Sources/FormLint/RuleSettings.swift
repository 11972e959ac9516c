/// A rule's level as configured: off, or a severity.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
  case off, note, warning, error

  public var severity: Severity? {
    switch self {
    case .off: nil
    case .note: .note
    case .warning: .warning
    case .error: .error
    }
  }
}

/// Which rules run, and at which severity.
public struct RuleSettings: Sendable, Hashable {
  public var overrides: [String: RuleLevel]

  public init(overrides: [String: RuleLevel] = [:]) { self.overrides = overrides }

  /// The severity a rule reports at, or nil when it is off.
  public func severity(for id: String) -> Severity? {
    if let level = overrides[id] { return level.severity }
    return RuleRegistry.metadata(for: id)?.defaultSeverity ?? .error
  }
}
