#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import HTMLScanner

/// The byte test that lets formlint skip most JavaScript and TypeScript files of a repository (the
/// ones with no password field) at memory speed, without tokenizing them.
public enum JSXPrefilter {
  /// `false` only when `JSXReader.read` of these bytes provably finds no password field, no stray
  /// rules and no "formlint-" comment, and does not fail (binary, UTF-16).
  ///
  /// Why these words are enough. Element and prop names are never escaped in JSX, so a field needs,
  /// as written: a `type`, `textContentType` or component name with "password" in it, `passwordRules`
  /// / `passwordrules` (which contains it too), or `secureTextEntry`; a suppression needs "formlint-".
  /// Values can be spelled otherwise: `{"pass\u0077ord"}`, `{"p\assword"}`, `"pass&#119;ord"`,
  /// `` {`pass\<newline>word`} ``. So when the plain word is absent, "password" is looked for once
  /// more with each letter either written (any case) or escaped (`\x`, `\u`, `\u{…}`, octal, a
  /// letter after a backslash, a character reference), with line continuations in between.
  public static func mayMatter(_ bytes: UnsafeRawBufferPointer, jsx: Bool = true) -> Bool {
    guard bytes.count > 0 else { return false }
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if b.count >= 2, b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF { return true }
    if memchr(b.baseAddress!, 0, min(b.count, 8192)) != nil { return true }
    var words: [Range<Int>] = []
    if PasswordWords.forEach(in: b, secureTextEntry: true, { word in
      words.append(word)
      return word.count == 9 || words.count > 64  // "formlint-" (a suppression, wherever it is), or many
    }) { return true }
    if !words.isEmpty, saidOutsideWhatIsNeverRead(words, in: b, jsx: jsx) { return true }
    return containsEscapedPassword(b)
  }

  /// Whether a word is said where the reader may read it. Most files that say "password" without a
  /// field say it in JSX text (`Forgot your password?`), a comment (a commented-out `<input>`), a
  /// link (`href="/reset-password"`), a translation key (`t("password.hint")`) or a variable's name,
  /// none of which the reader reads: a tokenizing pass that builds no element is proof enough.
  static func saidOutsideWhatIsNeverRead(_ words: [Range<Int>], in b: UnsafeBufferPointer<UInt8>, jsx: Bool) -> Bool {
    var scanner = JSXScanner(b, jsx: jsx, probingFor: words)
    scanner.run()
    return scanner.saidAloud || scanner.nextWord < words.count
  }

  /// The same promise for TypeScript without JSX (`.ts`), where only three things are read: suppression
  /// comments, an Angular component's inline template (`@Component({ template: \`…\` })`) and a web
  /// component's `html\`…\`` (Lit). A file with neither "@Component" nor such a template matters only
  /// when it says "formlint-".
  public static func mayMatterInTypeScript(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count > 0 else { return false }
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if b.count >= 2, b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF { return true }
    if memchr(b.baseAddress!, 0, min(b.count, 8192)) != nil { return true }
    if HTMLPrefilter.contains(bytes, "@Component") || containsTaggedHTMLTemplate(b) { return mayMatter(bytes, jsx: false) }
    return HTMLPrefilter.contains(bytes, "formlint-")
  }

  /// `html` right before a template's backtick, or with whitespace between (`html \`…\``), as the
  /// scanner takes a tag.
  static func containsTaggedHTMLTemplate(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var from = 0
    while let at = ByteSearch.firstIndex(of: "html", in: b, from: from) {
      var k = at + 4
      while k < b.count, isASCIIWhitespace(b[k]) { k += 1 }
      if k < b.count, b[k] == UInt8(ascii: "`") { return true }
      from = at + 4
    }
    return false
  }

  // MARK: - Escaped letters

  /// "password" with some letters escaped. Such a spelling holds a backslash or an ampersand (an
  /// escape or a line continuation) with at most seven written letters before the first of them,
  /// so it is tried only around those bytes, found sixteen at a time: most JavaScript has few.
  static func containsEscapedPassword(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = b.count
    let raw = UnsafeRawBufferPointer(b)
    func tryAround(_ k: Int) -> Bool {
      for start in max(0, k - 7)...k where start == k || b[start] | 0x20 == UInt8(ascii: "p") {
        if spells(passwordLetters, b, at: start) { return true }
      }
      return false
    }
    let backslash = SIMD16<UInt8>(repeating: 0x5C), ampersand = SIMD16<UInt8>(repeating: 0x26)
    var i = 0
    while i + 16 <= count {
      let bytes = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      let hits = unsafeBitCast(bytes .== backslash .| bytes .== ampersand, to: (UInt64, UInt64).self)
      if hits.0 | hits.1 != 0 {
        for k in i..<i + 16 where (b[k] == 0x5C || b[k] == 0x26) && tryAround(k) { return true }
      }
      i += 16
    }
    while i < count {
      if (b[i] == 0x5C || b[i] == 0x26) && tryAround(i) { return true }
      i += 1
    }
    return false
  }

  private static let passwordLetters = Array("password".utf8)

  /// Whether `word` is spelled at `start`, letter by letter, each written or escaped, with line
  /// continuations between letters.
  static func spells(_ word: [UInt8], _ b: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var j = start
    for (index, expected) in word.enumerated() {
      if index > 0 { j = skipContinuations(b, at: j) }
      guard let (letter, next) = letter(b, at: j), letter == expected else { return false }
      j = next
    }
    return true
  }

  static func skipContinuations(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    var j = i
    while j + 1 < b.count, b[j] == 0x5C, b[j + 1] == 0x0A || b[j + 1] == 0x0D {
      j += 2
      if j < b.count, b[j - 1] == 0x0D, b[j] == 0x0A { j += 1 }
    }
    return j
  }

  /// The lowercased ASCII letter written or escaped at `i`, and the offset after it.
  static func letter(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt8, Int)? {
    guard i < b.count else { return nil }
    let c = b[i]
    if c != 0x5C && c != 0x26 {
      return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A ? (c | 0x20, i + 1) : nil
    }
    var j = i + 1
    var value: UInt32 = 0
    if c == 0x26 {
      // `&#119;`, `&#x77;`
      guard j < b.count, b[j] == UInt8(ascii: "#") else { return nil }
      j += 1
      let hex = j < b.count && b[j] | 0x20 == UInt8(ascii: "x")
      if hex { j += 1 }
      let digitsStart = j
      while j < b.count, j - digitsStart < 8, let d = digit(b[j], hex: hex) {
        value = value * (hex ? 16 : 10) + d
        j += 1
      }
      guard j > digitsStart, j < b.count, b[j] == UInt8(ascii: ";") else { return nil }
      j += 1
    } else {
      guard j < b.count else { return nil }
      let e = b[j]
      switch e {
      case UInt8(ascii: "x"), UInt8(ascii: "u"):
        j += 1
        let braced = e == UInt8(ascii: "u") && j < b.count && b[j] == UInt8(ascii: "{")
        if braced { j += 1 }
        let digitsStart = j
        let width = e == UInt8(ascii: "x") ? 2 : braced ? 8 : 4
        while j < b.count, j - digitsStart < width, let d = digit(b[j], hex: true) {
          value = value * 16 + d
          j += 1
        }
        if braced {
          guard j < b.count, b[j] == UInt8(ascii: "}") else { return nil }
          j += 1
        } else if j - digitsStart != width {
          return nil
        }
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        while j < b.count, j - i <= 3, b[j] >= 0x30, b[j] <= 0x37 {
          value = value * 8 + UInt32(b[j] - 0x30)
          j += 1
        }
      default:
        // Any other escaped letter is itself (`\p`), except the control escapes `\b \f \n \r \t \v`.
        guard (e | 0x20) >= 0x61, (e | 0x20) <= 0x7A, !"bfnrtv".utf8.contains(e) else { return nil }
        return (e | 0x20, j + 1)
      }
    }
    guard value < 0x80, (UInt8(value) | 0x20) >= 0x61, (UInt8(value) | 0x20) <= 0x7A else { return nil }
    return (UInt8(value) | 0x20, j)
  }

  static func digit(_ c: UInt8, hex: Bool) -> UInt32? {
    if c >= 0x30, c <= 0x39 { return UInt32(c - 0x30) }
    guard hex else { return nil }
    let lower = c | 0x20
    return lower >= 0x61 && lower <= 0x66 ? UInt32(lower - 0x61 + 10) : nil
  }
}
