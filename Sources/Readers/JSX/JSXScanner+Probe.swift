/// The pre-scan's pass (`JSXPrefilter.saidOutsideWhatIsNeverRead`): tokens and text the reader never
/// reads are quiet, and a word of the pre-scan said anywhere else ends the pass.
extension JSXScanner {
  /// Bytes the reader never reads, reported in order: the words inside them are passed over; a word
  /// before them that was not is said aloud.
  mutating func quiet(_ r: Range<Int>) {
    while nextWord < words.count, words[nextWord].lowerBound < r.upperBound {
      guard words[nextWord].lowerBound >= r.lowerBound, words[nextWord].upperBound <= r.upperBound else {
        saidAloud = true
        return
      }
      nextWord += 1
    }
  }

  /// A token of code, when probing. Outside a tag, an identifier is read by nothing (a constant is
  /// read for its string, which follows `=`), nor is a string passed to a call (`t("password.hint")`,
  /// `getByLabelText("Password")`); inside a tag everything may be a prop's value.
  mutating func probe(_ kind: JSToken.Kind, _ range: Range<Int>) {
    let before = lastPunctuator
    lastPunctuator = punctuator(kind, range)
    switch kind {
    case .identifier, .keyword:
      if !inTag { quiet(range) }
    case .string where before == UInt8(ascii: "(") || before == UInt8(ascii: ","):
      if !inTag { quiet(range) }
    default:
      break
    }
  }

  /// Whether the cursor is in a tag (in a prop's `{…}`); so it is taken to be when the stack is too
  /// deep to tell cheaply.
  var inTag: Bool {
    var depth = stack.count - 1
    while depth >= 0, stack.count - depth <= 64 {
      if stack[depth].kind == .tag { return true }
      depth -= 1
    }
    return depth >= 0
  }

  /// Props whose quoted value no reader reads: a link's target, a class, an image, a label's field.
  static let neverRead: [[UInt8]] = ["href", "to", "className", "src", "alt", "htmlFor"].map { Array($0.utf8) }
}
