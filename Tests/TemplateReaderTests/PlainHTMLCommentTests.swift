import FieldModel
import Testing
@testable import Readers

/// Django's, Flask's, Go's and Express's Handlebars templates are `.html` files: their comments hide
/// markup there as they do in the engines' own file kinds, and an unclosed one is text.
@Suite struct PlainHTMLCommentTests {
  func passwordNames(_ source: String) -> [String] {
    guard case .document(let document, _) = HTMLReader.read(Array(source.utf8)) else { return ["(not read)"] }
    return document.screens.flatMap(\.fields).filter { $0.kind == .password }.flatMap(\.names)
  }

  static let commentedOut = #"<input type="password" name="old" autocomplete="off">"#
  static let live = #"<input type="password" name="live" autocomplete="current-password">"#

  @Test(arguments: [
    ("{# ", " #}"), ("{#- ", " -#}"),  // Jinja, Django, Twig, Nunjucks
    ("{% comment %}", "{% endcomment %}"), ("{% comment \"old form\" %}", "{%endcomment%}"),  // Django, Liquid
    ("{{!-- ", " --}}"), ("{{! ", " }}"),  // Handlebars, Mustache
    ("{{/* ", " */}}"), ("{{- /* ", " */ -}}"),  // Go, Hugo
  ])
  func aCommentedOutFieldIsNoField(open: String, close: String) {
    let page = "<form method=post>{{ csrf }}\n  \(open)\(Self.commentedOut)\(close)\n  \(Self.live)\n</form>"
    #expect(passwordNames(page) == ["live"], "\(open)")
  }

  @Test func aCommentBlockMayHoldOtherTags() {
    let page = "{% comment %}{% if a %}\(Self.commentedOut){% endif %}{% endcomment %}\(Self.live)"
    #expect(passwordNames(page) == ["live"])
  }

  @Test(arguments: ["{# ", "{% comment %}", "{{!-- ", "{{! ", "{{/* "])
  func anUnclosedCommentIsText(open: String) {
    #expect(passwordNames("<p>\(open)</p>\(Self.commentedOut)") == ["old"], "\(open)")
  }

  /// Openers without ends, many of them: each search for an end is made once.
  @Test(arguments: ["{# ", "{% comment %}", "{{!-- ", "{{! ", "{{/* x ", "{% comment %}{% x %}"])
  func manyUnclosedOpenersStayLinear(open: String) {
    let page = String(repeating: open, count: 100_000) + "{{ x }}" + Self.live
    #expect(passwordNames(page) == ["live"])
  }
}

/// Jekyll's, Eleventy's and Hugo's front matter is data for the site generator, never markup.
@Suite struct FrontMatterTests {
  func passwordNames(_ source: String, _ syntax: TemplateSyntax) -> [String] {
    guard case .document(let document, _) = TemplateReader.read(Array(source.utf8), syntax: syntax) else { return ["(not read)"] }
    return document.screens.flatMap(\.fields).filter { $0.kind == .password }.flatMap(\.names)
  }

  @Test(arguments: [TemplateSyntax.htmlCurly, .curly, .handlebars, .erb])
  func frontMatterIsNoMarkup(syntax: TemplateSyntax) {
    for (open, close) in [("---", "---"), ("---\r", "---\r"), ("+++", "+++")] {
      let page = "\(open)\nlayout: default\nexample: <input type=\"password\" name=\"data\">\n\(close)\n<input type=\"password\" name=\"live\">\n"
      #expect(passwordNames(page, syntax) == ["live"], "\(syntax) \(open)")
    }
    // Not at the top, or never closed: markup as usual.
    #expect(passwordNames("<p>x</p>\n---\n<input type=\"password\" name=\"a\">\n---\n", syntax) == ["a"])
    #expect(passwordNames("---\n<input type=\"password\" name=\"a\">\n", syntax) == ["a"])
  }
}
