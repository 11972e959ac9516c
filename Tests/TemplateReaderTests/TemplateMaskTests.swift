import FieldModel
import Testing
@testable import Readers

/// The mask: same length, line breaks in place, only template syntax touched.
@Suite struct TemplateMaskTests {
  func mask(_ source: String, _ syntax: TemplateSyntax) -> (masked: String, mask: TemplateMask) {
    let mask = TemplateMask(Array(source.utf8), syntax: syntax)
    #expect(mask.masked.count == source.utf8.count)
    for (a, b) in zip(source.utf8, mask.masked) where a == 0x0A || b == 0x0A { #expect(a == b) }
    return (String(decoding: mask.masked, as: UTF8.self), mask)
  }

  /// `source` with each of `parts` (first occurrence after the previous one) replaced by `filler`s,
  /// line breaks kept.
  func blanked(_ source: String, _ parts: [String], filler: UInt8 = 0x20) -> String {
    var bytes = Array(source.utf8)
    var from = 0
    for part in parts {
      let at = offset(of: part, in: source, from: from)!
      for k in at..<at + part.utf8.count where bytes[k] != 0x0A { bytes[k] = filler }
      from = at + part.utf8.count
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func jinjaExpressionsTagsAndCommentsBecomeBlanks() {
    let (out, m) = mask("<p>{{ user.name }}</p>{% if x %}<b>{# <input type=password> #}</b>{% endif %}", .curly)
    #expect(out == blanked("<p>{{ user.name }}</p>{% if x %}<b>{# <input type=password> #}</b>{% endif %}",
      ["{{ user.name }}", "{% if x %}", "{# <input type=password> #}", "{% endif %}"]))
    #expect(m.regions == [3..<18, 22..<32, 35..<62, 66..<77])
  }

  @Test func insideAnAttributeValueTheFillerIsX() {
    let (out, m) = mask(#"<input passwordrules="{{ rules }}" minlength="8">"#, .curly)
    #expect(out == #"<input passwordrules="xxxxxxxxxxx" minlength="8">"#)
    #expect(m.isDynamic(22..<33))
    #expect(!m.isDynamic(46..<47))
  }

  @Test func svelteUnquotedValueStaysOneValue() {
    let (out, m) = mask("<input passwordrules={rules} type=\"password\">", .svelte)
    #expect(out == "<input passwordrules=xxxxxxx type=\"password\">")
    #expect(m.isDynamic(21..<28))
  }

  @Test func multiLineConstructsKeepTheirLineBreaks() {
    let source = "{% set x = {\n  a: 1,\n  b: 2 } %}\n<input>"
    let (out, _) = mask(source, .curly)
    #expect(out == blanked(source, ["{% set x = {\n  a: 1,\n  b: 2 } %}"]))
  }

  @Test func unterminatedConstructsMaskToTheEnd() {
    for (source, syntax) in [("<p>{{ a <input type=password>", TemplateSyntax.curly), ("a<% b <input>", .erb),
                             ("x <?php echo 1; <input>", .php), ("@if($a <input>", .blade), ("{#if a <input>", .svelte)] {
      let (out, m) = mask(source, syntax)
      #expect(m.regions.last?.upperBound == source.utf8.count, "\(syntax)")
      #expect(!out.contains("<input"), "\(syntax)")
    }
  }

  @Test func plainHTMLIsNotTouchedWithoutWellFormedCurlySyntax() {
    for source in ["<p>a { b } {{ unterminated <input type=password>", "<style>a{#b}</style>", "<p>{{ <b>x</b> }}</p>",
                   "<input passwordrules=\"required: upper\">", "{%"] {
      let (out, m) = mask(source, .htmlCurly)
      #expect(out == source)
      #expect(m.isUnchanged)
    }
    let (out, _) = mask("<input passwordrules=\"{{ .Params.rules }}\"> {# formlint-disable-next-line x #}", .htmlCurly)
    #expect(out == blanked(blanked("<input passwordrules=\"{{ .Params.rules }}\"> {# formlint-disable-next-line x #}",
      ["{{ .Params.rules }}"], filler: UInt8(ascii: "x")), ["{# formlint-disable-next-line x #}"]))
  }

  @Test func commentsWithFormlintBecomeSuppressions() {
    let cases: [(String, TemplateSyntax)] = [
      ("{# formlint-disable-next-line a #}", .curly), ("{#- formlint-disable-next-line a -#}", .curly),
      ("{{-- formlint-disable-next-line a --}}", .blade), ("<%# formlint-disable-next-line a %>", .erb),
      ("{{!-- formlint-disable-next-line a --}}", .handlebars), ("{{! formlint-disable-next-line a }}", .handlebars),
      ("<#-- formlint-disable-next-line a -->", .freemarker), ("<%-- formlint-disable-next-line a --%>", .jsp),
      ("@* formlint-disable-next-line a *@", .razor), ("{{/* formlint-disable-next-line a */}}", .go),
      ("{{- /* formlint-disable-next-line a */ -}}", .go), ("<?php // formlint-disable-next-line a ?>", .php),
      ("<?php /* formlint-disable-next-line a */ ?>", .php),
      ("{% comment %} formlint-disable-next-line a {% endcomment %}", .curly),
    ]
    for (source, syntax) in cases {
      let (out, m) = mask("x\n" + source + "\ny", syntax)
      #expect(m.comments.count == 1, "\(source)")
      #expect(m.comments.first?.text == "formlint-disable-next-line a", "\(source)")
      #expect(m.comments.first?.range == 2..<(2 + source.utf8.count), "\(source)")
      #expect(out.hasPrefix("x\n ") && out.hasSuffix(" \ny"), "\(source)")
    }
    #expect(mask("{# just a comment #}", .curly).mask.comments.isEmpty)
  }

  @Test func eachSyntaxMasksItsOwnConstructs() {
    let cases: [(String, TemplateSyntax, [String])] = [
      ("<p>@csrf @error('password') x @enderror me@example.com</p>", .blade, ["@csrf", "@error('password')", "@enderror"]),
      ("<p>{!! $a !!}{{ $b }}@{{ vue }}</p>", .blade, ["{!! $a !!}", "{{ $b }}", "@{{ vue }}"]),
      ("<p><?= $a ?><?php if ($b): ?></p>", .php, ["<?= $a ?>", "<?php if ($b): ?>"]),
      ("<p><%= a %><%- b %><% if (c) { %></p>", .erb, ["<%= a %>", "<%- b %>", "<% if (c) { %>"]),
      ("<p>{{{a}}}{{#if b}}{{else}}{{/if}}</p>", .handlebars, ["{{{a}}}", "{{#if b}}", "{{else}}", "{{/if}}"]),
      ("<p>{{ .A }}{{- if .B -}}{{end}}</p>", .go, ["{{ .A }}", "{{- if .B -}}", "{{end}}"]),
      ("<p><#if a>${b}</#if><@m x=1/></p>", .freemarker, ["<#if a>", "${b}", "</#if>", "<@m x=1/>"]),
      ("<p><%@ page x %>${a}<c:if test=\"b\">c</c:if></p>", .jsp, ["<%@ page x %>", "${a}"]),
      ("<p>@Model.Name.</p><p>@(a + b) @@x a@b.c</p>", .razor, ["@Model.Name", "@(a + b)", "@@"]),
      ("<p>{a}{#if b}{:else}{/if}{@html c}</p>", .svelte, ["{a}", "{#if b}", "{:else}", "{/if}", "{@html c}"]),
      ("<p>{{ a }}@if (b) {x} @else {y}</p>", .angular, ["{{ a }}", "@if (b) {", "} @else {", "}"]),
    ]
    for (source, syntax, parts) in cases {
      #expect(mask(source, syntax).masked == blanked(source, parts), "\(syntax)")
    }
    let (jsp, _) = mask("<c:if test=\"${b}\">", .jsp)
    #expect(jsp == "<c:if test=\"xxxx\">")
  }

  @Test func jspCustomTagsInsideATagAreMasked() {
    // The server runs them before the browser reads the tag: what is left is the tag's own attributes.
    let inTag = #"<input type="password" <c:if test="${x > 1}">autofocus</c:if> autocomplete="new-password">"#
    #expect(mask(inTag, .jsp).masked == blanked(inTag, [#"<c:if test="${x > 1}">"#, "</c:if>"]))
    let inValue = #"<input type="password" placeholder="<spring:message code="label.password"/>" autocomplete="current-password">"#
    #expect(mask(inValue, .jsp).masked == blanked(inValue, [#"<spring:message code="label.password"/>"#], filler: UInt8(ascii: "x")))
  }

  @Test func verbatimBlocksHoldNoTemplateSyntax() {
    // Twig, Django, Jinja, Liquid and Blade copy them out as they are: a lone `{{` there opens nothing.
    let twig = "{% verbatim %}<code>{{</code>{% endverbatim %}<input passwordrules=\"{{ r }}\">"
    #expect(mask(twig, .curly).masked == blanked(blanked(twig, ["{% verbatim %}", "{% endverbatim %}"]), ["{{ r }}"], filler: UInt8(ascii: "x")))
    let jinja = "{%- raw -%}{{ x {%- endraw %}<b>{{ y }}</b>"
    #expect(mask(jinja, .curly).masked == blanked(jinja, ["{%- raw -%}", "{%- endraw %}", "{{ y }}"]))
    // What the client's framework reads there is still computed: a well-formed `{{ }}` is masked.
    let vue = #"{% verbatim %}<input passwordrules="{{ rules }}">{% endverbatim %}"#
    #expect(mask(vue, .curly).masked == blanked(blanked(vue, ["{% verbatim %}", "{% endverbatim %}"]), ["{{ rules }}"], filler: UInt8(ascii: "x")))
    let blade = "@verbatim<code>{{</code>@endverbatim<b>{{ $y }}</b>"
    #expect(mask(blade, .blade).masked == blanked(blade, ["@verbatim", "@endverbatim", "{{ $y }}"]))
  }

  @Test func templateTagsThatWriteAFormReadAsItsTags() {
    func blanks(_ n: Int) -> String { String(repeating: " ", count: n) }
    let liquid = "{% form 'customer_login' %}<input>{% endform %}"
    #expect(mask(liquid, .curly).masked == "<form>" + blanks(21) + "<input></form>" + blanks(6))
    let twig = "{{ form_start(form) }}<input>{{ form_end(form) }}"
    #expect(mask(twig, .curly).masked == "<form>" + blanks(16) + "<input></form>" + blanks(13))
    // Rails' form block ends at its own `end`, not at an `if`'s around it.
    let erb = "<% if a %><%= form_with url: x do |f| %><input><% end %><% end %>"
    #expect(mask(erb, .erb).masked == blanks(10) + "<form>" + blanks(24) + "<input>" + "</form>" + blanks(2) + blanks(9))
    // Too short to hold the tag, or in a value: left masked.
    #expect(mask(#"<a href="{% form %}">"#, .curly).mask.formTags.isEmpty)
  }

  @Test func shopifyCodeBlocksAreNoMarkup() {
    let liquid = #"{% javascript %}const t = '<input type="password">';{% endjavascript %}<p>{% schema %}{"a": "<b>"}{% endschema %}</p>"#
    let expected = blanked(liquid, [#"{% javascript %}const t = '<input type="password">';{% endjavascript %}"#, #"{% schema %}{"a": "<b>"}{% endschema %}"#])
    #expect(mask(liquid, .curly).masked == expected)
  }

  @Test func freeMarkerComparisonsInParenthesesStayInTheirTag() {
    let source = #"<input <#if (attempts > 0)>autofocus</#if> passwordrules="minlength: 12">"#
    #expect(mask(source, .freemarker).masked == blanked(source, ["<#if (attempts > 0)>", "</#if>"]))
    // Unbalanced, the tag ends at its first `>`, as before.
    let typo = #"<#if (a > 0>x</#if>"#
    #expect(mask(typo, .freemarker).masked == blanked(typo, ["<#if (a >", "</#if>"]))
  }

  @Test func boundAttributesAreRenamedAndDynamic() {
    let source = #"<x-input :passwordrules="rules" @click="go()" [attr.minlength]="n" x-bind:type="t" (input)="f()">"#
    let (out, m) = mask(source, .angular)
    #expect(out == #"<x-input passwordrules ="xxxxx"               minlength       ="x" type       ="x"              >"#)
    #expect(m.bindings[9]?.name == ":passwordrules")
    #expect(m.bindings[9]?.range == 9..<23)
    #expect(m.isDynamic(25..<30))
  }

  @Test func anExpressionWithBracesEndsAtItsOwnClose() {
    let source = "<p>{{ form_widget(f, {'attr': {'autocomplete': 'new-password'}}) }}</p><input>"
    #expect(mask(source, .curly).masked == blanked(source, ["{{ form_widget(f, {'attr': {'autocomplete': 'new-password'}}) }}"]))
    let vue = "<template><p>{{ {a: 1}.a }}</p><input></template>"
    #expect(mask(vue, .vue).masked.contains("<p>" + String(repeating: " ", count: "{{ {a: 1}.a }}".utf8.count) + "</p><input>"))
  }

  @Test func anUnquotedTemplateValueEndsWhereTheValueEnds() {
    let source = #"<flux:input passwordrules={{ $r }} :minlength="$n">"#
    let (out, m) = mask(source, .blade)
    #expect(out == #"<flux:input passwordrules=xxxxxxxx minlength ="xx">"#)
    #expect(m.bindings.count == 1)
  }

  @Test func vueKeepsOnlyTheTemplateBlock() {
    let source = "<script>const a = '<input type=password>'</script>\n<template><input v-if=\"a\" name=\"p\"></template>\n<style>p{}</style>"
    let (out, _) = mask(source, .vue)
    #expect(out == String(repeating: " ", count: 50) + "\n" + String(repeating: " ", count: 10)
      + "<input v-if=\"a\" name=\"p\">" + String(repeating: " ", count: 11) + "\n" + String(repeating: " ", count: 18))
  }

  @Test func branchesOfOneConditionalShareAGroup() {
    let source = "{% if a %}<i1>{% else %}<i2>{% for x in y %}{% else %}<i3>{% endfor %}{% endif %}<i4>"
    let m = TemplateMask(Array(source.utf8), syntax: .curly)
    func place(_ tag: String) -> (Int, Int)? {
      m.branch(at: offset(of: tag, in: source)!).map { ($0.group, $0.branch) }
    }
    #expect(place("<i1>")! == (0, 0))
    #expect(place("<i2>")! == (0, 1))
    #expect(place("<i3>")! == (0, 1))  // the for loop's `else` is not the if's
    #expect(place("<i4>") == nil)
  }

  @Test func pathologicalInputStaysLinear() {
    let clock = ContinuousClock()
    for (unit, syntax) in [("{{", TemplateSyntax.htmlCurly), ("{%if a%}", .curly), ("<% if a %>", .erb), ("@if(", .blade),
                           ("{#if a}", .svelte), ("@if (a) {", .razor), ("@if (a) {", .angular), ("<div v-if=a>", .vue),
                           ("{{#if a}}", .handlebars), ("<#if a>", .freemarker), ("{{if .A}}", .go), ("@{{", .blade),
                           ("<#if (>", .freemarker), ("<#if \"", .freemarker), ("<i <a:b (", .jsp), ("<i x=\"<a:b '", .jsp),
                           ("{% raw %}", .curly), ("{% endraw %}{% raw %}", .curly), ("@verbatim", .blade),
                           ("<!--/*-->", .htmlCurly), ("{% '<a>", .htmlCurly), ("@{ <div>\n", .razor), ("@{ // }\n", .razor)] {
      let source = Array(String(repeating: unit, count: 200_000 / unit.utf8.count).utf8)
      let elapsed = clock.measure { _ = TemplateMask(source, syntax: syntax) }
      #expect(elapsed < .seconds(5), "\(syntax) \(unit): \(elapsed)")
    }
  }
}

/// The byte offset of `needle` in `haystack` at or after `from`.
func offset(of needle: String, in haystack: String, from: Int = 0) -> Int? {
  let h = Array(haystack.utf8)
  let n = Array(needle.utf8)
  guard n.count <= h.count else { return nil }
  for i in from...(h.count - n.count) where Array(h[i..<i + n.count]) == n { return i }
  return nil
}
