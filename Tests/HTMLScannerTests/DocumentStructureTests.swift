import Testing
@testable import HTMLScanner

/// Which elements exist, per libxml2's tree (and where a browser reads text instead), and the
/// forms they belong to.
@Suite struct DocumentStructureTests {
  @Test func inputsOutsideAndInsideForms() {
    let page = scan(#"<input name=a><form id=f><div><label>x</label><input name=b></div></form><input name=c>"#)
    #expect(page.summary == [
      "input <input name=a> form=-",
      "form <form id=f> form=-",
      "label <label> form=1",
      "input <input name=b> form=1",
      "input <input name=c> form=-",
    ])
  }

  @Test func theKeptElementSet() {
    let page = scan(
      #"<form><textarea></textarea><select><option>1</select><button>b</button><meta passwordrules="x">"#
        + "<div passwordrules=y></div><a href=x>l</a><fieldset></fieldset></form>")
    #expect(page.elements.map(\.name) == ["form", "textarea", "select", "button", "meta", "div"])
    #expect(page.elements.dropFirst().allSatisfy { $0.formAncestorIndex == 0 })
  }

  @Test func nestedFormsFollowLibxml2() {
    // libxml2 closes the open form at a second <form> start tag (a browser would ignore the
    // inner one): `b` belongs to the inner form, `c` to none, and the last </form> is ignored.
    let page = scan(
      "<form id=outer><input name=a><form id=inner><input name=b></form><input name=c></form><input name=d>")
    #expect(page.summary == [
      "form <form id=outer> form=-",
      "input <input name=a> form=0",
      "form <form id=inner> form=-",
      "input <input name=b> form=2",
      "input <input name=c> form=-",
      "input <input name=d> form=-",
    ])
  }

  @Test func uppercaseTagsAndAttributes() throws {
    let page = scan(#"<FORM ACTION="/login"><Input TYPE=PASSWORD PassWordRules="minlength: 20"></FORM>"#)
    #expect(page.elements.map(\.name) == ["form", "input"])
    let input = try #require(page.element("input"))
    #expect(input.formAncestorIndex == 0)
    #expect(input.attributes.map(\.name) == ["type", "passwordrules"])
    #expect(input.attribute("Type")?.value == "PASSWORD")
    #expect(page.slice(input.range) == #"<Input TYPE=PASSWORD PassWordRules="minlength: 20">"#)
  }

  @Test func scriptAndStyleTextIsNotMarkup() {
    let page = scan(
      #"<script>document.write("<input type=password>")</script><style>/* <form> */</style><input name=real>"#)
    #expect(page.summary == ["input <input name=real> form=-"])
  }

  @Test func textareaTitleAndIframeContentIsText() {
    // libxml2 2.9.14 builds elements inside these; a browser reads their content as text.
    let page = scan(
      "<form><textarea><input type=password><form></textarea><title><input></title>"
        + "<iframe><input></iframe><xmp><input></xmp><input name=after></form>")
    #expect(page.summary == [
      "form <form> form=-",
      "textarea <textarea> form=0",
      "input <input name=after> form=0",
    ])
  }

  @Test func commentsAndCDATAHideTags() {
    let html = "<!-- <input type=password> --><p><![CDATA[<input name=cdata>]]><!x <input name=bogus>>"
      + "<input name=real>"
    let page = scan(html)
    #expect(page.summary == ["input <input name=real> form=-"])
  }

  @Test func formlintComments() throws {
    let html = "<p>\n<!-- formlint-disable-next-line unknown-property, autofill-max-length -->\n<!-- plain -->"
      + "<input type=password><!--formlint-enable x--!><!---->"
    let page = scan(html)
    #expect(page.comments.count == 2)
    let first = page.comments[0]
    #expect(first.text == " formlint-disable-next-line unknown-property, autofill-max-length ")
    #expect(first.range.lowerBound == 4)
    #expect(page.slice(first.range).hasPrefix("<!-- formlint-"))
    #expect(page.slice(first.range).hasSuffix(" -->"))
    #expect(page.text.location(ofByte: first.range.lowerBound) == (2, 1, 1))
    let second = page.comments[1]
    #expect(second.text == "formlint-enable x")
    #expect(page.slice(second.range) == "<!--formlint-enable x--!>")
  }

  @Test func commentsBeforeTheDoctype() throws {
    let html = "<!--formlint-disable autocomplete-off-->\n<!DOCTYPE html><!-- formlint-enable autocomplete-off -->"
    let page = scan(html)
    #expect(page.comments.map(\.range) == [0..<40, 56..<html.utf8.count])
    #expect(page.comments.map(\.text) == ["formlint-disable autocomplete-off", " formlint-enable autocomplete-off "])
  }

  @Test func commentWithCharactersLibxml2Drops() throws {
    // libxml2 drops characters XML forbids (here U+000B) from the comment text; the range is
    // still the comment's.
    let html = "<p>x</p><!-- formlint-disable a\u{0B}b --><input>"
    let page = scan(html)
    let comment = try #require(page.comments.first)
    #expect(page.slice(comment.range) == "<!-- formlint-disable a\u{0B}b -->")
    #expect(comment.text == " formlint-disable a\u{0B}b ")
  }

  @Test func junkBeforeATagDoesNotMisleadTheLocator() throws {
    // An end tag with a quoted "<input" in it (libxml2 skips it to the first '>'), a second
    // <body> with one in its attribute, and a stray '<'.
    let html = #"<body><p></x title="<input a='>'><body title="<input b=1>"> < <input c=2>"#
    let page = scan(html)
    let input = try #require(page.element("input"))
    #expect(input.attributes.map(\.name) == ["c"])
    #expect(input.range.lowerBound == offset(of: "<input c=2>", in: html))
  }

  @Test func elementsAfterImpliedAndAutoClosedElements() throws {
    // libxml2 reports implied <html>/<body> and closes <p> and <li> while reading the next tag's
    // name: the locator must not be thrown off by those events.
    let html = "<li>a<li><input name=x><p>b<form><p>c<button name=y>"
    let page = scan(html)
    #expect(page.summary == [
      "input <input name=x> form=-",
      "form <form> form=-",
      "button <button name=y> form=1",
    ])
  }
}
