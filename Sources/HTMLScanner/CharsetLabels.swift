/// An encoding formlint can read a page in.
enum Charset: Equatable, Sendable {
  case utf8
  case utf8BOM
  case utf16LE, utf16BE, utf32LE, utf32BE
  /// Decoded by table (`Windows1252.swift`); also every ISO-8859-1 and ASCII label, as in browsers.
  case windows1252
  case iso8859_15
  /// Another legacy charset, converted by glibc's iconv (`iconvName`); `name` is what users see.
  case legacy(iconvName: String, name: String)
  /// A declared label that names no encoding, or one of the "replacement" encodings (ISO-2022-KR,
  /// HZ…) that browsers refuse to decode: the page is read as UTF-8 and the problem reported.
  case unsupported(label: String)

  /// Whether every ASCII byte of the page means that ASCII character and no non-ASCII byte can
  /// decode to one, so that the prefilter may look for ASCII words in the raw bytes.
  var isPlainlyASCIICompatible: Bool {
    switch self {
    case .utf8, .utf8BOM, .windows1252, .iso8859_15: return true
    default: return false
    }
  }
}

/// The WHATWG Encoding Standard's labels (the ones pages use), mapped to what formlint does
/// with them. Labels are compared after trimming ASCII whitespace and ASCII-lowercasing.
enum CharsetLabels {
  static func charset(forLabel raw: some Collection<UInt8>) -> Charset? {
    var trimmed = Array(raw.prefix(100))
    while let last = trimmed.last, isASCIIWhitespace(last) { trimmed.removeLast() }
    trimmed.removeFirst(trimmed.prefix(while: { isASCIIWhitespace($0) }).count)
    guard !trimmed.isEmpty, trimmed.count <= 64 else { return nil }
    let label = String(decoding: trimmed.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    // The "replacement" encodings are reported under the label the page used.
    if case .unsupported = table[label] { return .unsupported(label: label) }
    return table[label]
  }

  private static let table: [String: Charset] = {
    var table: [String: Charset] = [:]
    func add(_ charset: Charset, _ labels: [String]) {
      for label in labels { table[label] = charset }
    }
    func legacy(_ iconvName: String, _ name: String, _ labels: [String]) {
      add(.legacy(iconvName: iconvName, name: name), labels)
    }
    add(.utf8, ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"])
    // A meta tag that could be read as ASCII cannot be UTF-16: browsers read such pages as UTF-8.
    add(.utf8, ["unicodefffe", "utf-16be", "csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff",
                "utf-16", "utf-16le"])
    add(.windows1252, [
      "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
      "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252",
      "x-cp1252",
      // x-user-defined is only ever declared by mistake; the prescan maps it to windows-1252.
      "x-user-defined",
    ])
    add(.iso8859_15, ["csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"])
    add(.unsupported(label: "replacement"), [
      "csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement",
    ])
    legacy("IBM866", "IBM866", ["866", "cp866", "csibm866", "ibm866"])
    legacy("ISO-8859-2", "ISO-8859-2", [
      "csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2",
      "latin2",
    ])
    legacy("ISO-8859-3", "ISO-8859-3", [
      "csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988", "l3",
      "latin3",
    ])
    legacy("ISO-8859-4", "ISO-8859-4", [
      "csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988", "l4",
      "latin4",
    ])
    legacy("ISO-8859-5", "ISO-8859-5", [
      "csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5",
      "iso_8859-5:1988",
    ])
    legacy("ISO-8859-6", "ISO-8859-6", [
      "arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6",
      "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987",
    ])
    legacy("ISO-8859-7", "ISO-8859-7", [
      "csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7",
      "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek",
    ])
    legacy("ISO-8859-8", "ISO-8859-8", [
      "csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8",
      "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual", "csiso88598i", "iso-8859-8-i", "logical",
    ])
    legacy("ISO-8859-10", "ISO-8859-10", [
      "csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6",
    ])
    legacy("ISO-8859-13", "ISO-8859-13", ["iso-8859-13", "iso8859-13", "iso885913"])
    legacy("ISO-8859-14", "ISO-8859-14", ["iso-8859-14", "iso8859-14", "iso885914"])
    legacy("ISO-8859-16", "ISO-8859-16", ["iso-8859-16"])
    legacy("KOI8-R", "KOI8-R", ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"])
    legacy("KOI8-U", "KOI8-U", ["koi8-ru", "koi8-u"])
    legacy("MACINTOSH", "macintosh", ["csmacintosh", "mac", "macintosh", "x-mac-roman"])
    legacy("MAC-CYRILLIC", "x-mac-cyrillic", ["x-mac-cyrillic", "x-mac-ukrainian"])
    legacy("CP874", "windows-874", ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"])
    for n in [1250, 1251, 1253, 1255, 1256, 1257, 1258] {
      legacy("CP\(n)", "windows-\(n)", ["cp\(n)", "windows-\(n)", "x-cp\(n)"])
    }
    legacy("CP1254", "windows-1254", [
      "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
      "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254",
    ])
    legacy("GBK", "GBK", [
      "chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk",
    ])
    legacy("GB18030", "gb18030", ["gb18030"])
    legacy("BIG5-HKSCS", "Big5", ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"])
    legacy("EUC-JP", "EUC-JP", ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"])
    legacy("ISO-2022-JP", "ISO-2022-JP", ["csiso2022jp", "iso-2022-jp"])
    legacy("CP932", "Shift_JIS", [
      "csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis",
    ])
    legacy("CP949", "EUC-KR", [
      "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989",
      "ksc5601", "ksc_5601", "windows-949",
    ])
    return table
  }()
}
