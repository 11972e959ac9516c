import Testing
@testable import HTMLScanner

/// Exact byte ranges and line/columns of tags, attribute names and raw values.
@Suite struct AttributePositionTests {
  @Test func doubleSingleAndUnquotedValues() throws {
    let html = #"<p>x</p><input type=password name='pw' passwordrules="minlength: 12">"#
    let page = scan(html)
    let input = try #require(page.element("input"))
    #expect(input.range == 8..<html.utf8.count)
    #expect(page.slice(input.range).hasPrefix("<input "))
    let type = try #require(input.attribute("type"))
    #expect(type.nameRange == 15..<19)
    #expect(type.valueRange == 20..<28)
    #expect(type.value == "password")
    let name = try #require(input.attribute("name"))
    #expect(page.slice(name.valueRange!) == "pw")
    #expect(name.valueRange == 35..<37)
    let rules = try #require(input.attribute("passwordrules"))
    #expect(rules.nameRange == 39..<52)
    #expect(rules.valueRange == 54..<67)
    #expect(rules.value == "minlength: 12")
  }

  @Test func valuelessAndEmptyAttributes() throws {
    let page = scan(#"<input required autocomplete="" disabled=  >"#)
    let input = try #require(page.element("input"))
    let required = try #require(input.attribute("required"))
    #expect(required.value == nil)
    #expect(required.valueRange == nil)
    #expect(required.nameRange == 7..<15)
    let autocomplete = try #require(input.attribute("autocomplete"))
    #expect(autocomplete.value == "")
    #expect(autocomplete.valueRange == 30..<30)
    // `disabled=` followed by blanks and `>`: libxml2 reads an empty unquoted value.
    let disabled = try #require(input.attribute("disabled"))
    #expect(disabled.value == "")
    #expect(disabled.valueRange == 43..<43)
    #expect(input.range == 0..<44)
  }

  @Test func entitiesInValues() throws {
    let html = #"<input passwordrules="a&quot;b&amp;c&#100;&#x64;&amp d&#X41">"#
    let page = scan(html)
    let rules = try #require(page.element("input")?.attribute("passwordrules"))
    // libxml2 decodes `&amp` without `;` as nothing: it stays "&amp".
    #expect(rules.value == #"a"b&cdd&amp dA"#)
    let start = try #require(rules.valueRange).lowerBound
    #expect(start == 22)
    #expect(page.slice(rules.valueRange!) == "a&quot;b&amp;c&#100;&#x64;&amp d&#X41")
    // Scalar by scalar: a, ", b, &, c, d, d, &, a, m, p, ' ', d, A
    let expectedStarts = [0, 1, 7, 8, 13, 14, 20, 26, 27, 28, 29, 30, 31, 32].map { start + $0 }
    let expectedEnds = [1, 7, 8, 13, 14, 20, 26, 27, 28, 29, 30, 31, 32, 37].map { start + $0 }
    for i in 0..<14 {
      #expect(rules.byteRange(ofValueScalars: i..<i + 1) == expectedStarts[i]..<expectedEnds[i], "scalar \(i)")
    }
    #expect(rules.byteRange(ofValueScalars: 14..<14) == start + 37..<start + 37)
    #expect(rules.byteRange(ofValueScalars: 1..<4) == start + 1..<start + 13)
    #expect(rules.byteRange(ofValueScalars: 3..<3) == start + 8..<start + 8)
    // Out of range clamps.
    #expect(rules.byteRange(ofValueScalars: 10..<99) == start + 29..<start + 37)
  }

  @Test func referencesThatLibxml2DoesNotDecode() throws {
    // Unknown names and missing `;` stay as written; an invalid numeric reference ends the value
    // (libxml2 writes a NUL into its C string).
    let page = scan(#"<input a="x&nosuch;y" b="1&#0;2" c="&#xZZ" d="&lt;&gt;&apos;&eacute;&euro;">"#)
    let input = try #require(page.element("input"))
    #expect(input.attribute("a")?.value == "x&nosuch;y")
    #expect(input.attribute("b")?.value == "1")
    #expect(input.attribute("c")?.value == "")
    #expect(input.attribute("d")?.value == "<>'é€")
    let d = try #require(input.attribute("d"))
    let start = d.valueRange!.lowerBound
    #expect(d.byteRange(ofValueScalars: 3..<5) == start + 14..<start + 28)
  }

  @Test func tagAcrossLinesWithTabsAndCRLF() throws {
    let html = "<form>\r\n\t<INPUT\r\n\t\tTYPE=\"Password\"\r\n"
      + "\t\tPasswordRules =\t'required: upper;\r\nmaxlength: 20'\r\n\t>"
    let page = scan(html)
    let input = try #require(page.element("input"))
    #expect(input.formAncestorIndex == 0)
    #expect(input.range.lowerBound == 9)
    #expect(input.range.upperBound == html.utf8.count)
    #expect(page.text.location(ofByte: input.range.lowerBound) == (2, 2, 2))
    let type = try #require(input.attribute("type"))
    #expect(type.value == "Password")
    #expect(page.slice(type.nameRange) == "TYPE")
    #expect(page.text.location(ofByte: type.nameRange.lowerBound) == (3, 3, 3))
    #expect(page.text.location(ofByte: type.valueRange!.lowerBound) == (3, 9, 9))
    let rules = try #require(input.attribute("passwordrules"))
    #expect(page.slice(rules.nameRange) == "PasswordRules")
    #expect(rules.value == "required: upper;\r\nmaxlength: 20")
    let maxlength = rules.byteRange(ofValueScalars: 18..<27)
    #expect(page.slice(maxlength) == "maxlength")
    #expect(page.text.location(ofByte: maxlength.lowerBound) == (5, 1, 1))
    #expect(page.text.location(ofByte: rules.valueRange!.lowerBound) == (4, 20, 20))
  }

  @Test func loneCRBreaksLines() throws {
    let html = "<p>a\rb\r\r<input\rtype=password>"
    let page = scan(html)
    let type = try #require(page.element("input")?.attribute("type"))
    #expect(page.text.location(ofByte: type.nameRange.lowerBound) == (5, 1, 1))
    #expect(page.text.lineCount == 5)
    #expect(page.text.lineText(4) == "<input")
  }

  @Test func multibyteCharactersAndEmojiBeforeTheAttribute() throws {
    let html = "<p>é😀</p><input value=\"ü😀x\" passwordrules=\"digit\">"
    let page = scan(html)
    let input = try #require(page.element("input"))
    #expect(input.range.lowerBound == 13)
    // "<p>é😀</p>" is 9 scalars and 10 UTF-16 units.
    #expect(page.text.location(ofByte: input.range.lowerBound) == (1, 10, 11))
    let value = try #require(input.attribute("value"))
    #expect(value.value == "ü😀x")
    #expect(value.byteRange(ofValueScalars: 1..<2) == 29..<33)
    #expect(value.byteRange(ofValueScalars: 2..<3) == 33..<34)
    #expect(page.text.location(ofByte: 33) == (1, 26, 28))
    let rules = try #require(input.attribute("passwordrules"))
    #expect(page.text.location(ofByte: rules.valueRange!.lowerBound) == (1, 44, 46))
  }

  @Test func duplicateAttributesFirstWins() throws {
    let page = scan(#"<input type=text TYPE="password" name=a type=email>"#)
    let input = try #require(page.element("input"))
    #expect(input.attributes.map(\.name) == ["type", "name"])
    let type = try #require(input.attribute("TYPE"))
    #expect(type.value == "text")
    #expect(type.nameRange == 7..<11)
    #expect(type.valueRange == 12..<16)
  }

  @Test func selfClosingAndSlashes() throws {
    let page = scan(#"<input type=password/><input name="a"/><input/type=password>"#)
    #expect(page.elements.count == 3)
    // An unquoted value runs to a blank or `>`, so it takes the `/`.
    #expect(page.elements[0].attribute("type")?.value == "password/")
    #expect(page.elements[0].range == 0..<22)
    #expect(page.elements[1].range == 22..<39)
    // libxml2 drops what cannot start an attribute name, up to a blank: `/type=password` is gone
    // (a browser would read `type=password`).
    #expect(page.elements[2].attributes.isEmpty)
    #expect(page.elements[2].range == 39..<60)
  }

  @Test func quotedGreaterThanAndStrayLessThan() throws {
    let html = #"<p>1 < 2 <a title="<input x>">y</a> <input title="a>b" value='<input>' type=password>"#
    let page = scan(html)
    #expect(page.elements.count == 1)
    let input = try #require(page.element("input"))
    #expect(input.range.lowerBound == offset(of: "<input title", in: html))
    #expect(input.range.upperBound == html.utf8.count)
    #expect(input.attribute("value")?.value == "<input>")
  }

  @Test func longNamesAreCutAt100Bytes() throws {
    let long = String(repeating: "a", count: 150)
    let page = scan("<input \(long)=1 type=password>")
    let input = try #require(page.element("input"))
    let names = [String(repeating: "a", count: 100), String(repeating: "a", count: 50), "type"]
    #expect(input.attributes.map(\.name) == names)
    #expect(input.attributes[1].nameRange == 107..<157)
    #expect(input.attributes[0].valueRange == nil)
    #expect(input.attributes[1].value == "1")
  }
}
