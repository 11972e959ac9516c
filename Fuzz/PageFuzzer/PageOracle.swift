import FormLint
import HTMLScanner

/// What must hold for every file:
/// - the scan: a UTF-8 page's text is its bytes; elements are in document order, each start tag begins
///   with `<` and holds its attributes' name and value ranges; comments begin with `<!--`; a value's
///   scalar ranges stay inside its raw value; a form ancestor is an earlier `<form>`;
/// - the lint: every diagnostic range and fix edit lies inside the text; its line and columns are the
///   ones an independent line map (`ReferenceLines`) gives for its byte offset, and map back to it;
///   its line text is that line's text;
/// - the prefilter: when it says a page needs no scan, the scan finds nothing a rule looks at and the
///   lint reports nothing.
struct PageOracle {
  let bytes: [UInt8]

  func check() {
    let scanned = HTMLScanner.scan(bytes)
    checkScan(scanned)
    let report = SourceLinter.lint(bytes, path: "fuzz.html")
    let lines = ReferenceLines(scanned.text.bytes)
    for diagnostic in report.diagnostics { checkDiagnostic(diagnostic, lines) }
    if tracing {
      print("\(scanned.encoding), \(scanned.elements.count) elements, \(scanned.comments.count) comments")
      for d in report.diagnostics {
        print("  \(d.range.map { "\($0.start.line):\($0.start.column)-\($0.end.line):\($0.end.column) [\($0.start.offset)..<\($0.end.offset)]" } ?? "-") \(d.ruleID): \(d.message)")
      }
    }
    checkPrefilter(scanned, report)
    AppleSourcesOracle(bytes: bytes).check()
  }

  // MARK: - Scan

  func checkScan(_ page: ScannedPage) {
    let text = page.text.bytes
    if page.encoding.hasPrefix("UTF-8") {
      require(text == bytes, "a \(page.encoding) page's text differs from its bytes")
    }
    var previousStart = -1
    for (index, element) in page.elements.enumerated() {
      let range = element.range
      require(range.lowerBound >= 0 && range.upperBound <= text.count && !range.isEmpty,
              "<\(element.name)> range \(range) outside 0..<\(text.count)")
      require(text[range.lowerBound] == UInt8(ascii: "<"), "<\(element.name)> at \(range) does not start with <")
      require(range.lowerBound > previousStart, "<\(element.name)> at \(range) out of document order")
      previousStart = range.lowerBound
      if let form = element.formAncestorIndex {
        require(form < index && page.elements[form].name == "form", "<\(element.name)>'s form ancestor \(form) is not an earlier form")
      }
      for attribute in element.attributes {
        require(range.contains(attribute.nameRange.lowerBound) && attribute.nameRange.upperBound <= range.upperBound,
                "attribute \(attribute.name) name \(attribute.nameRange) outside its tag \(range)")
        guard let valueRange = attribute.valueRange else { continue }
        require(valueRange.lowerBound >= attribute.nameRange.upperBound && valueRange.upperBound <= range.upperBound,
                "attribute \(attribute.name) value \(valueRange) outside its tag \(range)")
        let scalars = attribute.value?.unicodeScalars.count ?? 0
        for r in [0..<scalars, 0..<0, scalars..<scalars, (scalars / 2)..<scalars] {
          let bytes = attribute.byteRange(ofValueScalars: r)
          require(bytes.lowerBound >= valueRange.lowerBound && bytes.upperBound <= valueRange.upperBound,
                  "attribute \(attribute.name) scalars \(r) → bytes \(bytes) outside its value \(valueRange)")
        }
      }
    }
    for comment in page.comments {
      let range = comment.range
      require(range.lowerBound >= 0 && range.upperBound <= text.count && range.count >= 4
                && text[range.lowerBound..<range.lowerBound + 4].elementsEqual("<!--".utf8),
              "comment range \(range) is not a comment in 0..<\(text.count)")
    }
  }

  // MARK: - Diagnostics

  func checkDiagnostic(_ diagnostic: Diagnostic, _ lines: ReferenceLines) {
    let what = "\(diagnostic.ruleID) \"\(diagnostic.message)\""
    for edit in diagnostic.fix?.edits ?? [] {
      require(edit.range.lowerBound >= 0 && edit.range.upperBound <= lines.count, "\(what): fix edit \(edit.range) outside 0..<\(lines.count)")
    }
    guard let range = diagnostic.range else { return }
    require(range.start.offset >= 0 && range.start.offset <= range.end.offset && range.end.offset <= lines.count,
            "\(what): range \(range.start.offset)..<\(range.end.offset) outside 0..<\(lines.count)")
    for location in [range.start, range.end] {
      let expected = lines.location(ofByte: location.offset)
      require(expected != nil, "\(what): offset \(location.offset) is inside a character or a line break")
      guard let expected else { continue }
      let got = (location.line, location.column, location.utf16Column)
      require(expected == got, "\(what): offset \(location.offset) is at \(expected), reported at \(got)")
      let back = lines.offset(line: location.line, column: location.column)
      require(back == location.offset || (back == 3 && location.offset == 0 && lines.hasBOM),
              "\(what): line \(location.line) column \(location.column) maps back to byte \(back ?? -1), not \(location.offset)")
    }
    require(diagnostic.lineText == lines.text(ofLine: range.start.line),
            "\(what): line text \(diagnostic.lineText.debugDescription) ≠ \(lines.text(ofLine: range.start.line).debugDescription)")
  }

  // MARK: - Prefilter

  func checkPrefilter(_ page: ScannedPage, _ report: FileReport) {
    let mayNeedScan = bytes.withUnsafeBytes { HTMLPrefilter.mayNeedScan($0) }
    guard !mayNeedScan else { return }
    require(!page.isBinary && page.encodingProblem == nil, "prefilter skipped a binary or undecodable page")
    require(page.comments.isEmpty, "prefilter skipped a page with a formlint comment")
    for element in page.elements {
      let type = element.attribute("type")?.value?.lowercased() ?? ""
      require(!type.contains("password") && element.attribute("passwordrules") == nil,
              "prefilter skipped a page with <\(element.name)> at \(element.range)")
    }
    require(report.diagnostics.isEmpty, "prefilter skipped a page with \(report.diagnostics.map(\.ruleID))")
  }
}
