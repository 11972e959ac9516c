import FieldModel
import Testing
@testable import Readers

/// The model a template reader makes: fields, literal and dynamic properties with their positions.
@Suite struct TemplateReaderTests {
  func document(_ source: String, _ syntax: TemplateSyntax) -> SourceDocument {
    guard case .document(let document, _) = TemplateReader.read(Array(source.utf8), syntax: syntax) else {
      Issue.record("not read")
      return SourceDocument(text: SourceText(bytes: []), kind: .html)
    }
    return document
  }

  func fields(_ source: String, _ syntax: TemplateSyntax) -> [Field] { document(source, syntax).screens.flatMap(\.fields) }

  @Test func literalValuesKeepTheirPositionsAndTemplateValuesAreDynamic() {
    let source = #"<form>{% csrf_token %}<input type="password" name="password" passwordrules="{{ rules }}" minlength="8" autocomplete="new-pasword"></form>"#
    let field = fields(source, .curly)[0]
    #expect(field.properties[.rules]?.isDynamic == true)
    let minLength = field.literal(.minLength)!
    #expect(minLength.text == "8")
    #expect(minLength.positions.valueRange.lowerBound == offset(of: "8\"", in: source))
    #expect(field.literal(.contentType)?.text == "new-pasword")
    #expect(field.properties[.contentType]?.nameRange.lowerBound == offset(of: "autocomplete", in: source))
    #expect(field.names == ["password"])
  }

  @Test func componentsAreFields() {
    let source = """
      <form method="POST" action="{{ route('register') }}">
        <flux:input name="email" type="email" autocomplete="username" />
        <flux:input type="password" name="password" passwordrules="required: digits" />
        <x-password-input name="password_confirmation" />
        <TextField type="password" name="other" />
      </form>
      """
    let document = document(source, .blade)
    #expect(document.kind == .template)
    let fields = document.screens.flatMap(\.fields)
    #expect(fields.map(\.names) == [["password"], ["password_confirmation"], ["other"]])
    #expect(fields[0].literal(.rules)?.text == "required: digits")
    #expect(fields[0].anchor.lowerBound == offset(of: "<flux:input type=\"password\"", in: source))
    #expect(document.screens[0].usernameField?.names == ["email"])
  }

  @Test func boundAttributesAreDynamicUnderTheirPlainName() {
    let source = #"<template><form><input type="password" name="pw" :passwordrules="rules" v-bind:minlength="min" /></form></template>"#
    let document = document(source, .vue)
    #expect(document.kind == .component)
    let field = document.screens[0].fields[0]
    let rules = field.properties[.rules]!
    #expect(rules.isDynamic)
    #expect(rules.name == ":passwordrules")
    #expect(rules.nameRange == offset(of: ":passwordrules", in: source)!..<offset(of: ":passwordrules", in: source)! + 14)
    #expect(rules.range.upperBound == offset(of: " v-bind", in: source))
    #expect(field.properties[.minLength]?.isDynamic == true)
    #expect(field.properties[.minLength]?.name == "v-bind:minlength")
  }

  @Test func angularBindingsAndSvelteBraces() {
    let angular = #"<form><input type="password" name="p" [attr.passwordrules]="rules" (input)="x()" *ngIf="a"></form>"#
    #expect(fields(angular, .angular)[0].properties[.rules]?.isDynamic == true)
    let svelte = #"<form><input type="password" name="p" passwordrules={rules} minlength="12"></form>"#
    let field = fields(svelte, .svelte)[0]
    #expect(field.properties[.rules]?.isDynamic == true)
    #expect(field.literal(.minLength)?.text == "12")
  }

  /// Svelte's `{"…"}` is a string literal, as in JSX: read with its position inside the quotes.
  /// An escape, an entity or an expression around it leaves it dynamic.
  @Test func svelteStringLiteralsInBracesAreLiteral() {
    let source = #"<form><input type="password" name="p" autocomplete={ 'off' } passwordrules={"required: digits"} minlength={"12"}/></form>"#
    let field = fields(source, .svelte)[0]
    #expect(field.literal(.contentType)?.text == "off")
    #expect(field.literal(.rules)?.text == "required: digits")
    #expect(field.literal(.rules)?.positions.valueRange.lowerBound == offset(of: "required", in: source))
    #expect(field.literal(.minLength)?.text == "12")
    #expect(fields(source, .svelte).count == 1)
    // A template literal without `${}` is literal too, as in JSX.
    let template = fields(#"<form><input type="password" name="p" autocomplete={`off`}></form>"#, .svelte)
    #expect(template.first?.literal(.contentType)?.text == "off")
    for value in [#"{"a\"b"}"#, #"{"a&amp;b"}"#, #"{"a" + b}"#, #"{`o${f}f`}"#, #"{`a"b`}"#, #"{"a}b"}"#] {
      let dynamic = fields(#"<form><input type="password" name="p" autocomplete=\#(value) minlength="8"></form>"#, .svelte)
      #expect(dynamic.first?.properties[.contentType]?.isDynamic == true, "\(value)")
      #expect(dynamic.first?.literal(.minLength)?.text == "8", "\(value)")
    }
  }

  /// A bound attribute whose expression is one string literal is literal (Vue `:autocomplete="'off'"`,
  /// Angular `[attr.passwordrules]="'…'"`), positioned inside the literal's quotes; a template literal,
  /// an escape or an expression around it leaves it dynamic.
  @Test func shorthandBindingsAreDynamic() {
    // Vue 3.4's `:type` is `:type="type"`; Svelte's `{type}` is `type={type}`.
    let rules = #"passwordrules="minlength: 12; required: upper, lower, digit;""#
    for (source, syntax) in [
      (#"<template><input :type v-model="m" autocomplete="new-password" \#(rules)></template>"#, TemplateSyntax.vue),
      (#"<input {type} bind:value autocomplete="new-password" \#(rules)>"#, .svelte),
    ] {
      let document = document(source, syntax)
      #expect(document.strayRules.isEmpty, "\(syntax)")
      #expect(document.screens.flatMap(\.fields).count == 1, "\(syntax)")
    }
    let vue = fields(#"<template><input type="password" :passwordrules :minlength></template>"#, .vue)[0]
    #expect(vue.properties[.rules]?.isDynamic == true && vue.properties[.minLength]?.isDynamic == true)
    #expect(vue.properties[.rules]?.name == ":passwordrules")
    let svelte = fields(#"<input type="password" {passwordrules} {minlength}>"#, .svelte)[0]
    #expect(svelte.properties[.rules]?.isDynamic == true && svelte.properties[.minLength]?.isDynamic == true)
    // Other shorthands stay what they were: attributes the page gets at run time.
    #expect(fields(#"<input type="password" {value} {...rest}>"#, .svelte)[0].properties[.rules]?.isDynamic == true)
  }

  @Test func angularInterpolatedAttributeBindings() {
    let field = fields(#"<input type="password" attr.passwordrules="{{ rules }}" attr.minlength="{{min}}">"#, .angular)[0]
    #expect(field.properties[.rules]?.isDynamic == true && field.properties[.minLength]?.isDynamic == true)
    // Without an interpolation it is an attribute named `attr.passwordrules`, which nothing reads.
    #expect(fields(#"<input type="password" attr.passwordrules="minlength: 12">"#, .angular)[0].properties[.rules] == nil)
  }

  @Test func aSpreadMayBringTheTypeOfAFieldThatSaysPassword() {
    for (source, syntax) in [
      (#"<input {...attrs} passwordrules="minlength: 12; required: upper, lower, digit;">"#, TemplateSyntax.svelte),
      (#"<template><input v-bind="$attrs" autocomplete="new-password"></template>"#, .vue),
    ] {
      let document = document(source, syntax)
      #expect(document.strayRules.isEmpty, "\(syntax)")
      #expect(document.screens.flatMap(\.fields).count == 1, "\(syntax)")
      // Its type is not written: nothing says `password` where nobody wrote it.
      #expect(document.screens.flatMap(\.fields).first?.properties[.secureEntry] == nil, "\(syntax)")
    }
    // One that says nothing of passwords is no password field.
    #expect(fields(#"<input {...attrs} autocomplete="email">"#, .svelte).isEmpty)
  }

  @Test func boundStringLiteralsAreLiteral() {
    let vue = #"<template><form><input :type="'password'" name="p" :autocomplete="'off'" v-bind:passwordrules=' "required: digits" '></form></template>"#
    let field = fields(vue, .vue)[0]
    #expect(field.literal(.contentType)?.text == "off")
    #expect(field.properties[.contentType]?.name == ":autocomplete")
    #expect(field.literal(.rules)?.text == "required: digits")
    #expect(field.literal(.rules)?.positions.valueRange.lowerBound == offset(of: "required", in: vue))
    let angular = #"<form><input type="password" name="p" [attr.passwordrules]="'minlength: 20;'"></form>"#
    #expect(fields(angular, .angular)[0].literal(.rules)?.text == "minlength: 20;")
    let template = fields(#"<template><form><input type="password" name="p" :autocomplete="`off`"></form></template>"#, .vue)
    #expect(template.first?.literal(.contentType)?.text == "off")
    for value in [#""`o${f}f`""#, #""'a\'b'""#, #""'off' + x""#, #""x ? 'a' : 'b'""#, #""'a&amp;b'""#, #"'"off$x"'"#] {
      let dynamic = fields(#"<template><form><input type="password" name="p" :autocomplete=\#(value) minlength="8"></form></template>"#, .vue)
      #expect(dynamic.first?.properties[.contentType]?.isDynamic == true, "\(value)")
      #expect(dynamic.first?.literal(.minLength)?.text == "8", "\(value)")
    }
  }

  @Test func aShowPasswordToggleIsAPasswordFieldWithADynamicType() {
    let source = #"<form><input [type]="hide ? 'password' : 'text'" name="pw" [attr.passwordrules]="rules"><input :type="t" name="q"></form>"#
    let document = document(source, .angular)
    #expect(document.strayRules.isEmpty)
    let fields = document.screens.flatMap(\.fields)
    #expect(fields.map(\.names) == [["pw"]])
    #expect(fields[0].properties[.secureEntry]?.isDynamic == true)
    #expect(fields[0].properties[.secureEntry]?.name == "[type]")
  }

  @Test func spreadAttributesMakeTheUnwrittenPropertiesDynamic() {
    let cases: [(String, TemplateSyntax)] = [
      (#"<input type="password" name="p" minlength="12" {{ $attributes->merge(['class' => 'x']) }}>"#, .blade),
      (#"<input type="password" name="p" minlength="12" {...rest}>"#, .svelte),
      (#"<template><input type="password" name="p" minlength="12" v-bind="$attrs"></template>"#, .vue),
    ]
    for (source, syntax) in cases {
      let field = fields(source, syntax)[0]
      #expect(field.literal(.minLength)?.text == "12", "\(syntax)")
      for key in [PropertyKey.rules, .maxLength, .contentType] {
        #expect(field.properties[key]?.isDynamic == true, "\(syntax) \(key)")
      }
      // A pattern is a finding by its presence (pattern-with-rules): only one written counts.
      #expect(field.properties[.pattern] == nil, "\(syntax)")
    }
    #expect(fields(#"<input type="password" name="p" data-x="{{ a }}">"#, .blade)[0].properties[.contentType] == nil)
    // Blade's attribute directives write one attribute each, none a field is read by.
    for directive in ["@class(['form-control', 'is-invalid' => $errors->has('password')])", "@required(true)", "@disabled($locked)"] {
      let field = fields(#"<input type="password" name="password" \#(directive) autocomplete="off">"#, .blade)[0]
      #expect(field.properties[.minLength] == nil && field.properties[.rules] == nil, "\(directive)")
    }
    // Not on another input: rules nobody wrote there would be stray rules (found by the template fuzzer).
    // Nor make a computed type a password field: that a spread may bring rules is no evidence.
    for source in [
      #"<input type="email" name="email" {{ $attributes }}>"#, #"<input @disabled($d) {{ $attributes->merge(['class' => 'x']) }}>"#,
      #"<input type="{{ $type }}" name="{{ $name }}" {{ $attributes }}>"#,
    ] {
      let document = document(source, .blade)
      #expect(document.strayRules.isEmpty, "\(source)")
      #expect(document.screens.flatMap(\.fields).isEmpty, "\(source)")
    }
  }

  @Test func aspForPasswordIsAPasswordFieldAndFrameworkModelsAreRoleHints() {
    let razor = #"<form><input asp-for="Input.Email" autocomplete="username"><input asp-for="Input.Password" autocomplete="new-password"><input asp-for="Input.ConfirmPassword"></form>"#
    let document = document(razor, .razor)
    #expect(document.screens[0].fields.map(\.names) == [["Input.Password"], ["Input.ConfirmPassword"]])
    #expect(document.screens[0].fields[0].properties[.secureEntry] == nil)
    #expect(document.screens[0].usernameField?.names == ["Input.Email"])
    // Only Razor runs tag helpers: elsewhere `asp-for` is an attribute like any other (template fuzzer).
    #expect(fields(#"<p>{{ title }}</p><input asp-for="Input.Password">"#, .htmlCurly).isEmpty)
    #expect(fields(#"<input asp-for="Input.Password">"#, .blade).isEmpty)
    // `@Model.Password` names the same property in Razor code.
    #expect(fields(#"<form><input asp-for="@Model.Password" autocomplete="off"></form>"#, .razor).count == 1)
    // A property about a password is not one: the tag helper writes its type from the model.
    #expect(fields(#"<form><input asp-for="Input.PasswordHint" autocomplete="off"><input asp-for="PasswordExpiryDays"></form>"#, .razor).isEmpty)
    let angular = #"<form><input type="password" formControlName="confirmPassword"></form>"#
    #expect(fields(angular, .angular)[0].names == ["confirmPassword"])
    let blade = #"<form><flux:input type="password" wire:model.live="password_confirmation" /></form>"#
    #expect(fields(blade, .blade)[0].names == ["password_confirmation"])
  }

  @Test func aFieldInBothBranchesOfAnIfIsOneField() {
    let cases: [(String, TemplateSyntax)] = [
      ("{% if a %}<input type=password name=pw passwordrules=\"x\">{% else %}<input type=password name=pw>{% endif %}", .curly),
      ("@if($a)<input type=password name=pw>@else<input type=password name=pw>@endif", .blade),
      ("<% if a %><input type=password name=pw><% else %><input type=password name=pw><% end %>", .erb),
      ("<% if (a) { %><input type=password name=pw><% } else { %><input type=password name=pw><% } %>", .erb),
      ("{{#if a}}<input type=password name=pw>{{else}}<input type=password name=pw>{{/if}}", .handlebars),
      ("{{if .A}}<input type=password name=pw>{{else}}<input type=password name=pw>{{end}}", .go),
      ("{{ with .A }}<input type=password name=pw>{{ else }}<input type=password name=pw>{{ end }}", .htmlCurly),
      ("{{#if a}}<input type=password name=pw>{{else}}<input type=password name=pw>{{/if}}", .htmlCurly),
      ("{% if a %}<input type=password name=pw>{% else %}<input type=password name=pw>{% endif %}", .htmlCurly),
      ("<#if a><input type=password name=pw><#else><input type=password name=pw></#if>", .freemarker),
      ("@if (a) {<input type=password name=pw>} else {<input type=password name=pw>}", .razor),
      ("<template><div><input v-if=\"a\" type=password name=pw><input v-else type=password name=pw></div></template>", .vue),
      ("{#if a}<input type=password name=pw>{:else}<input type=password name=pw>{/if}", .svelte),
      ("@if (a) {<input type=password name=pw>} @else {<input type=password name=pw>}", .angular),
      ("<?php if ($a): ?><input type=password name=pw><?php else: ?><input type=password name=pw><?php endif; ?>", .php),
      ("<c:choose><c:when test=\"${a}\"><input type=password name=pw></c:when><c:otherwise><input type=password name=pw></c:otherwise></c:choose>", .jsp),
    ]
    for (source, syntax) in cases {
      #expect(fields(source, syntax).count == 1, "\(syntax): \(source)")
      // A new and a confirm field with other names stay two; so do two fields outside the conditional.
      let last = offset(of: "name=pw", in: source, from: offset(of: "name=pw", in: source)! + 1)!
      let two = String(source.prefix(last)) + "name=pw2" + String(source.dropFirst(last + 7))
      #expect(fields(two, syntax).count == 2, "\(syntax): \(two)")
    }
    #expect(fields("<input type=password name=pw><input type=password name=pw>", .curly).count == 2)
  }

  @Test func suppressionsComeFromBothCommentSyntaxes() {
    let source = "{# formlint-disable-next-line autocomplete-off #}\n<!-- formlint-disable pattern-with-rules -->\n<input type=password>"
    let comments = document(source, .curly).comments
    #expect(comments.map(\.text) == ["formlint-disable-next-line autocomplete-off", " formlint-disable pattern-with-rules "])
    #expect(comments[0].range == 0..<49)
  }

  @Test func plainHTMLReadsAsBefore() {
    let source = #"<form><input type="password" passwordrules="required: upper; minlength: {{ .Site.Params.min }}" :passwordrules="a"><x-input type="password"></form>"#
    let document = document(source, .htmlCurly)
    #expect(document.kind == .html)
    let fields = document.screens.flatMap(\.fields)
    #expect(fields.count == 1)  // no components on HTML pages
    #expect(fields[0].properties[.rules]?.isDynamic == true)
  }
}
