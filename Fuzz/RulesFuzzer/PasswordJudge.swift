import PasswordRules

/// Judges a password against effective constraints by each class's definition, written apart from the
/// generator's set arithmetic so that a shared mistake does not hide.
enum PasswordJudge {
  static func admits(_ value: ClassValue, _ c: Unicode.Scalar) -> Bool {
    let printable = c.value >= 0x20 && c.value <= 0x7E
    let upper = c.value >= 0x41 && c.value <= 0x5A
    let lower = c.value >= 0x61 && c.value <= 0x7A
    let digit = c.value >= 0x30 && c.value <= 0x39
    switch value {
    case .named(.upper): return upper
    case .named(.lower): return lower
    case .named(.digit): return digit
    case .named(.special): return printable && !upper && !lower && !digit
    case .named(.asciiPrintable): return printable
    case .named(.unicode): return true
    case .custom(let set): return printable && set.contains(UInt8(c.value))
    }
  }

  /// What is wrong with `password` (empty when it satisfies every constraint).
  static func violations(_ password: String, _ constraints: EffectiveConstraints) -> [String] {
    let scalars = Array(password.unicodeScalars)
    let allowed = constraints.allowed.isEmpty ? [ClassValue.named(.asciiPrintable)] : constraints.allowed
    var problems: [String] = []
    if scalars.isEmpty { problems.append("empty") }
    for c in scalars where !allowed.contains(where: { admits($0, c) }) { problems.append("\(c) not allowed") }
    for list in constraints.required where !list.isEmpty {
      if !scalars.contains(where: { c in list.contains { admits($0, c) } }) { problems.append("misses \(list)") }
    }
    if Double(scalars.count) < constraints.minimum { problems.append("shorter than \(constraints.minimum)") }
    if let maximum = constraints.maximum, Double(scalars.count) > maximum { problems.append("longer than \(maximum)") }
    var run = 0, longest = 0
    for i in scalars.indices {
      run = i > 0 && scalars[i - 1] == scalars[i] ? run + 1 : 1
      longest = max(longest, run)
    }
    if let limit = constraints.maxConsecutive, Double(longest) > limit { problems.append("run of \(longest)") }
    return problems
  }
}
