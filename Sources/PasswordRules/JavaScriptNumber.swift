/// `Number.prototype.toString()` for the non-negative values the reader produces
/// (`100000000000000020000`, `1e+21`, `1.0000000000000001e+21`, `Infinity`).
///
/// Swift's `description` already yields the shortest digits that round-trip, as JavaScript does;
/// only the layout differs (JavaScript writes integers below 10^21 in full).
func formatJavaScriptNumber(_ value: Double) -> String {
  if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
  if value.isNaN { return "NaN" }
  if value == 0 { return "0" }
  let (digits, exponent) = shortestDigits(value)  // value = 0.d1d2… × 10^exponent
  let k = digits.count, n = exponent
  if k <= n && n <= 21 { return digits + String(repeating: "0", count: n - k) }
  if 0 < n && n <= 21 { return String(digits.prefix(n)) + "." + String(digits.dropFirst(n)) }
  if -6 < n && n <= 0 { return "0." + String(repeating: "0", count: -n) + digits }
  let e = n - 1
  let mantissa = k == 1 ? digits : String(digits.prefix(1)) + "." + String(digits.dropFirst())
  return mantissa + "e" + (e >= 0 ? "+" : "-") + String(abs(e))
}

/// The shortest round-trip decimal digits of `value` (> 0) and the exponent n with value = 0.digits × 10^n.
private func shortestDigits(_ value: Double) -> (String, Int) {
  var text = value.description  // "1.2345e+19", "123.0", "1e-07"
  var exponent = 0
  if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
    exponent = Int(text[text.index(after: e)...]) ?? 0
    text = String(text[..<e])
  }
  let parts = text.split(separator: ".", omittingEmptySubsequences: false)
  let integerPart = String(parts[0])
  let fraction = parts.count > 1 ? String(parts[1]) : ""
  var digits = integerPart + fraction
  var pointPosition = integerPart.count + exponent
  while digits.first == "0" {
    digits.removeFirst()
    pointPosition -= 1
  }
  while digits.last == "0" { digits.removeLast() }
  return (digits.isEmpty ? "0" : digits, pointPosition)
}
