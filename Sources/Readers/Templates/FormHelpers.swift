import FieldModel

/// Template code that writes a field, read as the `<input>` it writes, with the attributes it is given:
/// - Rails: `<%= f.password_field :password, autocomplete: "new-password", passwordrules: "…" %>`,
///   `password_field_tag`, `f.email_field :email`, simple_form's `f.input :password, input_html: { … }`;
/// - WTForms and Django forms: `{{ form.password(autocomplete="new-password") }}`, `{{ form.password1 }}`,
///   a macro given the field (`{{ render_field(form.password, passwordrules="…") }}`,
///   `{% render_field form.password1 passwordrules="…" %}`);
/// - Symfony: `{{ form_widget(form.plainPassword, {attr: {passwordrules: '…'}}) }}`, `form_row`;
/// - Laravel Collective: `{!! Form::password('password', ['passwordrules' => '…']) !!}`;
/// - ASP.NET MVC: `@Html.PasswordFor(m => m.Password, new { autocomplete = "new-password" })`,
///   `@Html.Password("password", null, new { … })`, `@Html.TextBoxFor(m => m.Email, …)`;
/// - FreeMarker macros that write a field, as Keycloak's themes call them:
///   `<@field.password name="password" autocomplete="new-password" />`, `<@field.input name="username" …/>`.
///
/// A literal string or number is a literal value, positioned inside its quotes; anything else is
/// dynamic. A form object's field (WTForms, Django, Symfony) may get attributes from the form class,
/// so what the template does not write is dynamic there; a Rails or Laravel helper writes only what it
/// is given. Such an element takes no inserted attribute: an edit written as HTML would break the code.
enum FormHelpers {
  /// The elements written by helpers in `regions` (template constructs between tags), in order.
  static func elements(in regions: [Range<Int>], bytes: [UInt8], syntax: TemplateSyntax) -> [MarkupElement] {
    let read: (HelperTokens) -> [MarkupElement]
    switch syntax {
    case .erb: read = rails
    case .curly, .htmlCurly: read = { formObjects($0) + allauthFields($0) }
    case .blade, .php:
      read = { (laravelCollective($0) + spatieHtml($0) + yii($0) + cakePHP($0) + codeIgniter($0)).sorted { $0.range.lowerBound < $1.range.lowerBound } }
    case .freemarker: read = freemarkerMacros
    case .razor: read = aspNetHelpers
    default: return []
    }
    var elements: [MarkupElement] = []
    for region in regions where mayHoldHelper(bytes, region) {
      elements += read(HelperTokens(bytes, in: region))
    }
    // The pre-scans promise that a file without the word "password" has no password field: a field
    // named `pwd` or `confirm` counts only in a file that says it (found by the template fuzzer).
    if elements.contains(where: isPassword), !saysPassword(bytes) { elements.removeAll(where: isPassword) }
    return elements
  }

  static func isPassword(_ element: MarkupElement) -> Bool { element.literal("type") == "password" }

  /// "password" in any letter case.
  static func saysPassword(_ bytes: [UInt8]) -> Bool { containsCaseless(bytes, in: bytes.indices, "password") }

  /// A cheap test before tokenizing: a helper that matters names a password, its confirmation or a
  /// username.
  static func mayHoldHelper(_ bytes: [UInt8], _ region: Range<Int>) -> Bool {
    let words: [StaticString] = ["pass", "pwd", "confirm", "user", "mail", "login"]
    return words.contains { containsCaseless(bytes, in: region, $0) }
  }

  // MARK: - Rails

  static let railsTypes: [String: String] = [
    "password_field": "password", "email_field": "email", "text_field": "text",
    "telephone_field": "tel", "phone_field": "tel",
  ]

  /// `f.password_field :password, …`, `password_field_tag :password, nil, …`, `f.input :password, …`.
  static func rails(_ tokens: HelperTokens) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    for i in 0..<tokens.count where tokens[i].kind == .identifier {
      let word = tokens.text(i)
      let isTag = word.hasSuffix("_tag")
      let helper = isTag ? String(word.dropLast(4)) : word
      let hasReceiver = tokens.isPunctuation(i - 1, ".")
      if let element = railsTagHelper(tokens, at: i) {
        elements.append(element)
        continue
      }
      let isSimpleForm = hasReceiver && (word == "input" || word == "input_field")
      guard railsTypes[helper] != nil || isSimpleForm else { continue }
      let (arguments, end) = callArguments(tokens, after: i)
      let positional = leadingNames(tokens, arguments)
      // `password_field :user, :password` names the object, then the field.
      let name = !hasReceiver && !isTag && positional.count > 1 ? positional[1] : positional.first
      let attributes = pairs(tokens, arguments)
      var type = railsTypes[helper] ?? "text"
      if isSimpleForm {
        let declared = attributes.first { $0.key == "as" }.map { writtenName($0.property, tokens.bytes) }
        guard let name, let kind = declared.map({ $0 == "password" ? "password" : $0 }) ?? fieldType(named: name) else { continue }
        type = kind
      }
      let start = hasReceiver && i >= 2 ? tokens[i - 2].range.lowerBound : tokens[i].range.lowerBound
      elements.append(element(
        type: type, name: name, helper: tokens[i].range, range: start..<end,
        attributes: attributes.filter { !isSimpleForm || $0.key != "as" }, unwrittenAreDynamic: false,
        options: isSimpleForm ? .rubyInputHTML : .ruby))
    }
    return elements
  }

  /// Rails' tag builders writing an `<input>`: `tag.input type: "password", …` and `content_tag :input,
  /// nil, type: :password, …`; the type is an option like the others.
  static func railsTagHelper(_ tokens: HelperTokens, at i: Int) -> MarkupElement? {
    let word = tokens.text(i)
    let builder = word == "input" && tokens.isPunctuation(i - 1, ".") && i >= 2 && tokens.isIdentifier(i - 2, "tag")
    guard builder || word == "content_tag" else { return nil }
    let (arguments, end) = callArguments(tokens, after: i)
    if !builder, leadingNames(tokens, arguments).first != "input" { return nil }
    let options = pairs(tokens, arguments)
    let type = options.first { $0.key == "type" }.map { writtenName($0.property, tokens.bytes) } ?? "text"
    let start = builder ? tokens[i - 2].range.lowerBound : tokens[i].range.lowerBound
    return element(
      type: type, name: nil, helper: tokens[i].range, range: start..<end, attributes: options.filter { $0.key != "type" },
      unwrittenAreDynamic: false, options: .ruby)
  }

  /// `:password`, `"password"`: a name given as a symbol or a string.
  static func writtenName(_ property: Property, _ bytes: [UInt8]) -> String {
    if let literal = property.literal { return literal.text }
    guard case .dynamic(let range) = property.value else { return "" }
    return String(decoding: bytes[range].drop { $0 == UInt8(ascii: ":") }, as: UTF8.self)
  }

  // MARK: - WTForms, Django, Symfony

  /// A form object's field (`form.password`, `registrationForm.plainPassword.second`) written out:
  /// output on its own (`{{ form.password1 }}`, with filters), called with attributes
  /// (`{{ form.password(…) }}`), or given to a helper that writes a field (`form_widget(…)`,
  /// `render_field(…)`, `{% render_field … %}`). Its label, errors or data are not a field.
  /// A form object's members that hold a value for each field, not the field (Django's and WTForms'
  /// `errors`, `cleaned_data`, `data`, `initial`; Shopify's `form.errors.messages`, `translated_fields`).
  static let valuesByFieldName: Set<String> = [
    "errors", "error", "cleaned_data", "data", "initial", "messages", "translated_fields", "error_messages", "values",
  ]

  static func formObjects(_ tokens: HelperTokens) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    var openCalls: [Int] = []
    var i = 0
    while i < tokens.count {
      defer { i += 1 }
      if tokens.isOpening(i) { openCalls.append(i) }
      if tokens.isPunctuation(i, ")") || tokens.isPunctuation(i, "]") || tokens.isPunctuation(i, "}") { _ = openCalls.popLast() }
      guard tokens[i].kind == .identifier, !tokens.isPunctuation(i - 1, "."),
        containsBytes(asciiLowercased(tokens.text(i)), "form")
      else { continue }
      var segments = [i]
      while tokens.isPunctuation(segments.last! + 1, "."), segments.last! + 2 < tokens.count,
        tokens[segments.last! + 2].kind == .identifier
      {
        segments.append(segments.last! + 2)
      }
      let last = segments.last!
      i = last
      guard segments.count >= 2 else { continue }
      var fieldSegment = tokens.text(last)
      if segments.count >= 3, fieldSegment == "first" || fieldSegment == "second" { fieldSegment = tokens.text(segments[segments.count - 2]) }
      guard let type = fieldType(named: fieldSegment) else { continue }
      // `form.errors.password`, `form.cleaned_data.password`, Shopify's `form.errors.messages.password`:
      // a value kept under the field's name, printed as text, not the field.
      guard !segments.dropFirst().dropLast().contains(where: { Self.valuesByFieldName.contains(tokens.text($0)) }),
        !(tokens.isPunctuation(last + 1, "|") && tokens.isIdentifier(last + 2, "length"))
      else { continue }
      let names = [segments.dropFirst().map { tokens.text($0) }.joined(separator: ".")]

      var attributes: [MarkupAttribute]
      var filtered = false
      var end = tokens[last].range.upperBound
      if tokens.isPunctuation(last + 1, "(") {
        let close = tokens.closing(last + 1)
        attributes = pairs(tokens, (last + 2)..<close)
        if close < tokens.count { end = tokens[close].range.upperBound }
      } else if let open = openCalls.last {
        // The first argument of `form_widget(…)`, `render_field(…)`: the call's other arguments are attributes.
        guard tokens.isPunctuation(open, "("), open + 1 == segments[0], open > 0, tokens[open - 1].kind == .identifier,
          writesField(tokens.text(open - 1))
        else { continue }
        let close = tokens.closing(open)
        attributes = pairs(tokens, (last + 1)..<close)
        if close < tokens.count { end = tokens[close].range.upperBound }
      } else if segments[0] == 0 {
        attributes = widgetTweaksAttributes(tokens, from: last + 1).attributes
        filtered = !attributes.isEmpty
        if let final = attributes.last { end = max(end, final.property.range.upperBound) }
      } else if segments[0] > 0, segments[0] <= 3, (0..<segments[0]).allSatisfy({ tokens[$0].kind == .identifier }),
        (0..<segments[0]).contains(where: { writesField(tokens.text($0)) })
      {
        // A tag that writes the field: `{% render_field form.password1 passwordrules="…" %}`,
        // django-allauth's `{% element field form.password1 %}`; the field may be filtered first
        // (`form.password1|attr:"autocomplete:off"`), and the tag's own attributes come after.
        let filters = widgetTweaksAttributes(tokens, from: last + 1)
        attributes = filters.attributes
        filtered = !attributes.isEmpty
        for attribute in pairs(tokens, filters.end..<tokens.count) where !attributes.contains(where: { $0.key == attribute.key }) {
          attributes.append(attribute)
        }
        if let final = attributes.last { end = max(end, final.property.range.upperBound) }
      } else {
        continue
      }
      elements.append(element(
        type: type, name: names.first, helper: tokens[segments[0]].range.lowerBound..<tokens[last].range.upperBound,
        range: tokens[segments[0]].range.lowerBound..<end, attributes: attributes, unwrittenAreDynamic: true,
        options: filtered ? .widgetTweaks : mapSyntax(attributes, tokens.bytes) ?? .keywordArguments))
    }
    return elements
  }

  /// django-allauth's element given its attributes instead of a form's field: `{% element field
  /// name="password2" type="password" autocomplete="new-password" %}` writes that `<input>`.
  static func allauthFields(_ tokens: HelperTokens) -> [MarkupElement] {
    guard tokens.count > 3, tokens.isIdentifier(0, "element"), tokens.isIdentifier(1, "field"),
      tokens[2].kind == .identifier, isSeparator(tokens, 3)
    else { return [] }
    var attributes = pairs(tokens, 2..<tokens.count)
    // A tag's arguments are not rendered: `{{ rules }}` there is no value formlint can read.
    for index in attributes.indices {
      if let text = attributes[index].property.literal?.text, containsBytes(text, "{{") || containsBytes(text, "{%") {
        attributes[index].property.value = .dynamic(attributes[index].property.range)
      }
    }
    guard let type = attributes.first(where: { $0.key == "type" })?.property.literal?.text else { return [] }
    return [element(
      type: type, name: nil, helper: tokens[0].range.lowerBound..<tokens[1].range.upperBound,
      range: tokens[0].range.lowerBound..<tokens[tokens.count - 1].range.upperBound,
      attributes: attributes.filter { $0.key != "type" }, unwrittenAreDynamic: false, options: .keywordArguments)]
  }

  /// django-widget-tweaks' filters on a field: `{{ form.password1|attr:"autocomplete:new-password" }}`
  /// (also `set_attr`, `append_attr`) give the attribute after the colon, positioned in the string.
  /// Returns them and the index of the first token after the filters.
  static func widgetTweaksAttributes(_ tokens: HelperTokens, from start: Int) -> (attributes: [MarkupAttribute], end: Int) {
    var attributes: [MarkupAttribute] = []
    var k = start
    // Each filter is `|name` or `|name:argument`.
    while k + 1 < tokens.count, tokens.isPunctuation(k, "|") {
      let hasArgument = k + 3 < tokens.count && tokens.isPunctuation(k + 2, ":")
      defer { k += hasArgument ? 4 : 2 }
      guard hasArgument, tokens[k + 1].kind == .identifier, ["attr", "set_attr", "append_attr"].contains(tokens.text(k + 1)),
        tokens[k + 3].kind == .string, let written = tokens.literal(k + 3)
      else { continue }
      let scalars = Array(written.text.unicodeScalars)
      guard let colon = scalars.firstIndex(of: ":"), colon > 0 else { continue }
      let key = asciiLowercased(String(String.UnicodeScalarView(scalars[..<colon])))
      var positions = ValuePositions(valueRange: written.positions.byteRange(of: (colon + 1)..<scalars.count))
      for j in (colon + 1)..<scalars.count { positions.append(scalars[j], written.positions.byteRange(of: j..<j + 1)) }
      let value = LiteralValue(text: String(String.UnicodeScalarView(scalars[(colon + 1)...])), positions: positions)
      guard !attributes.contains(where: { $0.key == key }) else { continue }
      attributes.append(MarkupAttribute(key: key, property: Property(
        name: key, nameRange: written.positions.byteRange(of: 0..<colon), range: tokens[k + 3].range, value: .literal(value))))
    }
    return (attributes, min(k, tokens.count))
  }

  /// Whether an option is written as a map's entry (`autocomplete: '…'`, Twig) rather than a keyword
  /// argument (`autocomplete="…"`, Python): the first byte after its name is a colon.
  /// How a helper's map of options is written: `{autocomplete: 'off'}` (Twig), `{'autocomplete': 'off'}`
  /// (Jinja's `**{…}`, Twig with quoted keys); `nil` when its options are no map (keyword arguments).
  static func mapSyntax(_ attributes: [MarkupAttribute], _ bytes: [UInt8]) -> OptionSyntax? {
    // The entry a message is most likely to quote (`autocomplete`), else the first.
    let entries = attributes.filter { isMapEntry($0, bytes) }
    guard let entry = entries.first(where: { $0.key == "autocomplete" }) ?? entries.first else { return nil }
    let first = bytes[entry.property.nameRange.lowerBound]
    return first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") ? .quotedKeys : .twig
  }

  static func isMapEntry(_ attribute: MarkupAttribute, _ bytes: [UInt8]) -> Bool {
    bytes[attribute.property.nameRange.upperBound...].first { !isASCIIWhitespace($0) } == UInt8(ascii: ":")
  }

  /// Whether a helper (`form_widget`, `form_row`, `render_field`, `wtf.form_field`, a macro) writes the
  /// field it is given, not its label, errors or help.
  static func writesField(_ name: String) -> Bool {
    let name = asciiLowercased(name)
    let writes = ["widget", "row", "field", "input", "render"].contains { containsBytes(name, $0) }
    // Flask-Security's `render_field_with_errors(form.password)` writes the field and its errors.
    let other = ["label", "help"].contains { containsBytes(name, $0) }
      || containsBytes(name, "error") && !containsBytes(name, "with_error")
      || ["_start", "_end", "_rest"].contains { name.hasSuffix($0) }
    return writes && !other
  }

  // MARK: - Laravel Collective

  static let laravelTypes: [String: String] = ["password": "password", "email": "email", "text": "text"]

  /// `Form::password('password', ['passwordrules' => '…'])`, `Form::email('email', null, [...])`.
  static func laravelCollective(_ tokens: HelperTokens) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    for i in 2..<max(2, tokens.count) where tokens[i].kind == .identifier && tokens.isPunctuation(i - 1, "::") {
      guard tokens.text(i - 2) == "Form", let type = laravelTypes[tokens.text(i)], tokens.isPunctuation(i + 1, "(") else { continue }
      let (arguments, end) = callArguments(tokens, after: i)
      elements.append(element(
        type: type, name: leadingNames(tokens, arguments).first, helper: tokens[i].range,
        range: tokens[i - 2].range.lowerBound..<end, attributes: pairs(tokens, arguments), unwrittenAreDynamic: false, options: .php))
    }
    return elements
  }

  // MARK: - spatie/laravel-html

  static let spatieInputs: [String: String] = ["password": "password", "email": "email", "text": "text", "input": "input"]

  /// spatie/laravel-html's builder: `html()->password('password')->attribute('autocomplete', 'new-password')`,
  /// `->attributes(['minlength' => 12])`, `html()->input('password', 'password')` (type, then name). The
  /// chain's `attribute` and `attributes` calls write the attributes; the others (`->class(…)`,
  /// `->required()`, `->placeholder(…)`) none that formlint reads.
  static func spatieHtml(_ tokens: HelperTokens) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    for i in 0..<tokens.count where tokens.isIdentifier(i, "html") && tokens.isPunctuation(i + 1, "(") && tokens.isPunctuation(i + 2, ")")
      && tokens.isPunctuation(i + 3, "->")
    {
      let m = i + 4
      guard m + 1 < tokens.count, tokens[m].kind == .identifier, let kind = spatieInputs[tokens.text(m)], tokens.isPunctuation(m + 1, "(")
      else { continue }
      var close = tokens.closing(m + 1)
      guard close < tokens.count else { continue }
      let names = leadingNames(tokens, (m + 2)..<close)
      let (type, name) = kind == "input" ? (names.first ?? "text", names.dropFirst().first) : (kind, names.first)
      var attributes: [MarkupAttribute] = []
      while close + 3 < tokens.count, tokens.isPunctuation(close + 1, "->"), tokens[close + 2].kind == .identifier,
        tokens.isPunctuation(close + 3, "(")
      {
        let method = tokens.text(close + 2)
        let next = tokens.closing(close + 3)
        guard next < tokens.count else { break }
        let arguments = (close + 4)..<next
        if method == "attributes" {
          attributes += pairs(tokens, arguments).filter { new in !attributes.contains { $0.key == new.key } }
        } else if method == "attribute", arguments.count >= 3, tokens.isPunctuation(arguments.lowerBound + 1, ","),
          let key = tokens.name(arguments.lowerBound), !attributes.contains(where: { $0.key == asciiLowercased(key) })
        {
          let valueStart = arguments.lowerBound + 2
          let valueRange = tokens[valueStart].range.lowerBound..<tokens[next - 1].range.upperBound
          let value: Property.Value =
            if next == valueStart + 1, let literal = tokens.literal(valueStart) { .literal(literal) } else { .dynamic(valueRange) }
          attributes.append(MarkupAttribute(key: asciiLowercased(key), property: Property(
            name: key, nameRange: tokens[arguments.lowerBound].range, range: tokens[arguments.lowerBound].range.lowerBound..<valueRange.upperBound,
            value: value)))
        }
        close = next
      }
      elements.append(element(
        type: type, name: name, helper: tokens[m].range, range: tokens[i].range.lowerBound..<tokens[close].range.upperBound,
        attributes: attributes.filter { $0.key != "type" }, unwrittenAreDynamic: false, options: .builderAttribute))
    }
    return elements
  }

  // MARK: - Yii, CakePHP, CodeIgniter

  /// A call of a PHP framework's field helper, its options array as the attributes.
  struct PHPCall {
    var arguments: Range<Int>
    var options: [MarkupAttribute]
    /// The options' `'type' => '…'`.
    var declaredType: String?
  }

  /// What a framework reads of a call of one of its helpers: the field's type, its name, and where the
  /// call starts (before the helper's name where the call is chained); nil when the call is no field.
  typealias PHPField = (type: String, name: String?, start: Int)

  /// The calls of the helpers named `helpers` (`word(…)`) that `read` takes for fields.
  static func phpFieldHelpers(
    _ tokens: HelperTokens, named helpers: Set<String>, _ read: (_ i: Int, _ word: String, PHPCall) -> PHPField?
  ) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    for i in 0..<tokens.count where tokens[i].kind == .identifier && tokens.isPunctuation(i + 1, "(") {
      let word = tokens.text(i)
      guard helpers.contains(word) else { continue }
      let (arguments, end) = callArguments(tokens, after: i)
      let options = pairs(tokens, arguments)
      let call = PHPCall(arguments: arguments, options: options, declaredType: options.first { $0.key == "type" }?.property.literal?.text)
      guard let field = read(i, word, call) else { continue }
      elements.append(element(
        type: field.type, name: field.name, helper: tokens[i].range, range: field.start..<end,
        attributes: options.filter { $0.key != "type" }, unwrittenAreDynamic: false, options: .php))
    }
    return elements
  }

  /// Yii 2: `$form->field($model, 'password')->passwordInput([…])` (`->textInput([…])`, `->input('email', […])`),
  /// `Html::passwordInput('password', null, […])`, `Html::activePasswordInput($model, 'password', […])`.
  static func yii(_ tokens: HelperTokens) -> [MarkupElement] {
    phpFieldHelpers(tokens, named: yiiHelpers) { i, word, call in
      if i >= 2, tokens.isPunctuation(i - 1, "->"), let yii = yiiInputs[word], tokens.isPunctuation(i - 2, ")"),
        let open = (max(0, i - 40)..<(i - 2)).last(where: { tokens.isPunctuation($0, "(") && tokens.closing($0) == i - 2 }),
        open >= 1, tokens.isIdentifier(open - 1, "field")
      {
        // `->field($model, 'password')->passwordInput(…)`: the field's name is the attribute's.
        let name = ((open + 1)..<(i - 2)).first { tokens[$0].kind == .string }.flatMap(tokens.name)
        let type = yii == "input" ? (leadingNames(tokens, call.arguments).first ?? "text") : (call.declaredType ?? yii)
        return (type, name, tokens[open - 1].range.lowerBound)
      }
      guard i >= 2, tokens.isPunctuation(i - 1, "::"), tokens.isIdentifier(i - 2, "Html"), let yii = yiiHtmlInputs[word] else { return nil }
      // `Html::activePasswordInput($model, 'password', …)` names the model first.
      let name = word.hasPrefix("active")
        ? call.arguments.first { tokens[$0].kind == .string }.flatMap(tokens.name)
        : leadingNames(tokens, call.arguments).first
      return (call.declaredType ?? yii, name, tokens[i - 2].range.lowerBound)
    }
  }

  static let yiiInputs: [String: String] = ["passwordInput": "password", "textInput": "text", "input": "input"]
  static let yiiHtmlInputs: [String: String] = [
    "passwordInput": "password", "activePasswordInput": "password", "textInput": "text", "activeTextInput": "text",
  ]
  static let yiiHelpers = Set(yiiInputs.keys).union(yiiHtmlInputs.keys)

  /// CakePHP: `$this->Form->password('password', […])`, `$this->Form->control('password', […])` (typed by
  /// its `'type'` option, or by its name as CakePHP types it from the column).
  static func cakePHP(_ tokens: HelperTokens) -> [MarkupElement] {
    phpFieldHelpers(tokens, named: Set(cakeInputs.keys)) { i, word, call in
      guard i >= 2, tokens.isPunctuation(i - 1, "->"), tokens.isIdentifier(i - 2, "Form"), let cake = cakeInputs[word] else { return nil }
      let name = leadingNames(tokens, call.arguments).first
      guard let type = call.declaredType ?? cake ?? name.flatMap(fieldType(named:)) else { return nil }
      return (type, name, tokens[i].range.lowerBound)
    }
  }

  /// `nil`: typed by the field's name (`control`).
  static let cakeInputs: [String: String?] = ["password": "password", "email": "email", "text": "text", "control": nil]

  /// CodeIgniter: `form_password('password', '', […])`, `form_password(['name' => 'password', …])`, `form_input(…)`:
  /// functions, not methods.
  static func codeIgniter(_ tokens: HelperTokens) -> [MarkupElement] {
    phpFieldHelpers(tokens, named: Set(codeIgniterInputs.keys)) { i, word, call in
      guard i == 0 || !tokens.isPunctuation(i - 1, "->") && !tokens.isPunctuation(i - 1, "::"), let ci = codeIgniterInputs[word] else { return nil }
      let name = leadingNames(tokens, call.arguments).first ?? call.options.first { $0.key == "name" }?.property.literal?.text
      return (call.declaredType ?? ci, name, tokens[i].range.lowerBound)
    }
  }

  static let codeIgniterInputs: [String: String] = ["form_password": "password", "form_input": "text"]

  // MARK: - ASP.NET MVC

  static let aspNetTypes: [String: String] = ["Password": "password", "TextBox": "text", "Editor": "text"]

  /// `Html.PasswordFor(m => m.Input.Password, new { … })` names the field by the lambda's last member,
  /// `Html.Password("password", …)` by its first argument; the anonymous object is the attributes.
  static func aspNetHelpers(_ tokens: HelperTokens) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    for i in 2..<max(2, tokens.count) where tokens[i].kind == .identifier && tokens.isPunctuation(i - 1, ".") {
      guard tokens.text(i - 2).hasSuffix("Html"), tokens.isPunctuation(i + 1, "(") else { continue }
      let word = tokens.text(i)
      let isFor = word.hasSuffix("For")
      guard var type = aspNetTypes[isFor ? String(word.dropLast(3)) : word] else { continue }
      let (arguments, end) = callArguments(tokens, after: i)
      var name = leadingNames(tokens, arguments).first
      if isFor {
        // `m => m.Input.Password`: up to the first comma.
        let lambdaEnd = arguments.first { tokens.isPunctuation($0, ",") } ?? arguments.upperBound
        name = arguments.lowerBound < lambdaEnd ? (arguments.lowerBound..<lambdaEnd).last { tokens[$0].kind == .identifier }.map(tokens.text) : nil
      }
      if type != "password" {
        guard let name, let named = fieldType(named: name) else { continue }
        // `TextBoxFor(m => m.Password)` writes `type="text"` whatever the property (its options may say
        // `type = "password"`); `EditorFor` takes the model's `[DataType(DataType.Password)]`.
        type = named == "password" && word.hasPrefix("TextBox") ? "text" : named
      }
      elements.append(element(
        type: type, name: name, helper: tokens[i].range, range: tokens[i - 2].range.lowerBound..<end,
        attributes: pairs(tokens, arguments), unwrittenAreDynamic: word.hasPrefix("Editor"), options: .anonymousObject))
    }
    return elements
  }

  // MARK: - FreeMarker

  /// `<@field.password name="password-confirm" required=true label=msg("passwordConfirm") autocomplete="new-password" />`:
  /// a macro named for a password, or one that writes a field (`input`, `field`) given a `name` that
  /// says password or username. A macro's defaults are not known, so what the call leaves out is
  /// dynamic; except for Keycloak's own (`field.ftl` of the keycloak.v2 theme), whose `password` and
  /// `input` write `autocomplete="off"` unless given one.
  static func freemarkerMacros(_ tokens: HelperTokens) -> [MarkupElement] {
    guard tokens.count > 0, tokens[0].kind == .identifier else { return [] }
    var last = 0
    while tokens.isPunctuation(last + 1, "."), last + 2 < tokens.count, tokens[last + 2].kind == .identifier { last += 2 }
    let macro = tokens.text(last)
    var attributes = pairs(tokens, (last + 1)..<tokens.count)
    if last == 2, tokens.text(0) == "field", macro == "password" || macro == "input",
      !attributes.contains(where: { $0.key == "autocomplete" })
    {
      // Positioned on the macro's name, which is where the default comes from (and no fix edits it).
      let name = tokens[0].range.lowerBound..<tokens[last].range.upperBound
      attributes.append(MarkupAttribute(key: "autocomplete", property: MarkupVocabulary.writtenOff(by: name)))
    }
    let name = attributes.first { $0.key == "name" }?.property.literal?.text
    let type: String
    if fieldType(named: macro) == "password" {
      type = "password"
    } else if writesField(macro), let name, let named = fieldType(named: name) {
      type = named
    } else {
      return []
    }
    let end = attributes.map(\.property.range.upperBound).max() ?? tokens[last].range.upperBound
    return [element(
      type: type, name: name, helper: tokens[0].range.lowerBound..<tokens[last].range.upperBound,
      range: tokens[0].range.lowerBound..<end, attributes: attributes, unwrittenAreDynamic: true, options: .keywordArguments)]
  }

  // MARK: - Forms

  /// The options of a template tag that writes a form which matter to its fields: Rails'
  /// `form_with …, html: { autocomplete: "off" }` (or `autocomplete: "off"`, as `form_with` and
  /// `form_tag` take it), Symfony's `form_start(form, {attr: {autocomplete: 'off'}})`; and what says
  /// what the form is for: its `url:` (Rails) or `action:` (Symfony), its `id:`, `class:` or `name:`
  /// (`form_with url: "/signup", html: { id: "signup-form" }`), read as the form's attributes.
  static func formTagAttributes(_ construct: Range<Int>, bytes: [UInt8]) -> [MarkupAttribute] {
    let tokens = HelperTokens(bytes, in: construct)
    // The call's own arguments: a Ruby block's `do |f|` is not part of the last option's value.
    guard let call = (0..<tokens.count).first(where: { tokens[$0].kind == .identifier }) else { return [] }
    return pairs(tokens, callArguments(tokens, after: call).0).compactMap { pair in
      switch pair.key {
      case "autocomplete", "action", "id", "class", "name": pair
      case "url": MarkupAttribute(key: "action", property: pair.property)
      default: nil
      }
    }
  }

  // MARK: - Arguments

  /// The argument tokens of the call whose name is at `i`: inside its parentheses, or to the end of
  /// the construct (Ruby's calls without them, up to a block's `do`); and where the call ends.
  static func callArguments(_ tokens: HelperTokens, after i: Int) -> (Range<Int>, end: Int) {
    if tokens.isPunctuation(i + 1, "("), tokens[i + 1].range.lowerBound == tokens[i].range.upperBound {
      let close = tokens.closing(i + 1)
      let end = close < tokens.count ? tokens[close].range.upperBound : tokens[tokens.count - 1].range.upperBound
      return ((i + 2)..<close, end)
    }
    var k = i + 1
    var depth = 0
    // A helper's options are a few dozen tokens; the cap keeps a file of helpers without parentheses linear.
    while k < min(tokens.count, i + 1 + maximumArgumentTokens) {
      if tokens.isOpening(k) { depth += 1 }
      if tokens.isPunctuation(k, ")") || tokens.isPunctuation(k, "]") || tokens.isPunctuation(k, "}") {
        if depth == 0 { break }
        depth -= 1
      }
      // A block, or a modifier after the call (`f.password_field :password, … if strict`).
      if depth == 0, rubyCallEnds.contains(where: { tokens.isIdentifier(k, $0) }) { break }
      // Ruby's call without parentheses ends with its line, unless the line ends in a comma or `=>`.
      if depth == 0, tokens.startsLine(k), !tokens.isPunctuation(k - 1, ","), !tokens.isPunctuation(k - 1, "=>") { break }
      k += 1
    }
    return ((i + 1)..<k, k > i + 1 ? tokens[k - 1].range.upperBound : tokens[i].range.upperBound)
  }

  static let maximumArgumentTokens = 200

  /// Words that end a Ruby call written without parentheses: its block, or a modifier.
  static let rubyCallEnds: [StaticString] = ["do", "if", "unless", "while", "until", "rescue"]

  /// The symbols and strings a call starts with, before its first option (`:password`, `'email'`).
  static func leadingNames(_ tokens: HelperTokens, _ arguments: Range<Int>) -> [String] {
    var names: [String] = []
    var k = arguments.lowerBound
    while k < arguments.upperBound {
      guard tokens[k].kind == .symbol || tokens[k].kind == .string, !isSeparator(tokens, k + 1),
        let name = tokens.name(k)
      else { break }
      names.append(name)
      k += 1
      guard tokens.isPunctuation(k, ",") else { break }
      k += 1
    }
    return names
  }

  /// The options among `range`'s tokens, as attributes: `key: value`, `:key => value`, `"key" => value`
  /// (Ruby, PHP), `key=value` (Python, Django tags), `key: value` and `'key': value` (Twig). A map
  /// written as an argument, or under `attr`, `html`, `input_html`, `attrs` (or the keys `nested`
  /// names), is read as options too; other nested maps (`data`, `label_attr`) are not attributes of
  /// the field.
  static func pairs(_ tokens: HelperTokens, _ range: Range<Int>, depth: Int = 0, nested: Set<String>? = nil) -> [MarkupAttribute] {
    let nested = nested ?? nestedAttributeKeys
    // Options nest a level or two (`input_html: { … }`, `{attr: {…}}`); deeper is no field's.
    guard depth < 4 else { return [] }
    var attributes: [MarkupAttribute] = []
    var k = range.lowerBound
    let upper = min(range.upperBound, tokens.count)
    while k < upper {
      if tokens.isOpening(k) {
        let close = min(tokens.closing(k), upper)
        attributes += pairs(tokens, (k + 1)..<close, depth: depth + 1, nested: nested)
        k = close + 1
        continue
      }
      if tokens.isIdentifier(k, "array"), tokens.isPunctuation(k + 1, "(") {
        let close = min(tokens.closing(k + 1), upper)
        attributes += pairs(tokens, (k + 2)..<close, depth: depth + 1, nested: nested)
        k = close + 1
        continue
      }
      guard isSeparator(tokens, k + 1), let key = tokens.name(k) else {
        k += 1
        continue
      }
      let lowered = asciiLowercased(key)
      // C#'s `htmlAttributes: new { … }`: the object's members.
      let valueStart = tokens.isIdentifier(k + 2, "new") && tokens.isOpening(k + 3) ? k + 3 : k + 2
      guard valueStart < upper else { break }
      // A value in parentheses is an expression, not more options: `type: ("password")`,
      // `autocomplete: (legacy ? "off" : "new-password")`.
      let parenthesized = tokens.isPunctuation(valueStart, "(") && !nested.contains(lowered)
      if !parenthesized && tokens.isOpening(valueStart) || (tokens.isIdentifier(valueStart, "array") && tokens.isPunctuation(valueStart + 1, "(")) {
        let open = tokens.isOpening(valueStart) ? valueStart : valueStart + 1
        let close = min(tokens.closing(open), upper)
        if nested.contains(lowered) { attributes += pairs(tokens, (open + 1)..<close, depth: depth + 1, nested: nested) }
        k = close + 1
        continue
      }
      let valueEnd = expressionEnd(tokens, from: valueStart, to: upper)
      let valueRange = tokens[valueStart].range.lowerBound..<tokens[valueEnd - 1].range.upperBound
      // `("password")` is its string; `("a") + b` and `(x ? "a" : "b")` are computed.
      let literalAt = parenthesized && tokens.closing(valueStart) == valueStart + 2 ? valueStart + 1 : valueStart
      let value: Property.Value =
        if valueEnd == literalAt + (parenthesized ? 2 : 1), let literal = tokens.literal(literalAt) { .literal(literal) } else { .dynamic(valueRange) }
      if !attributes.contains(where: { $0.key == lowered }) {
        attributes.append(MarkupAttribute(key: lowered, property: Property(
          name: key, nameRange: tokens[k].range, range: tokens[k].range.lowerBound..<valueRange.upperBound, value: value)))
      }
      k = valueEnd
    }
    return attributes
  }

  static let nestedAttributeKeys: Set<String> = ["attr", "attrs", "html", "input_html", "render_kw", "htmlattributes"]

  /// `:`, `=`, `=>` after an option's name.
  static func isSeparator(_ tokens: HelperTokens, _ k: Int) -> Bool {
    tokens.isPunctuation(k, ":") || tokens.isPunctuation(k, "=") || tokens.isPunctuation(k, "=>")
  }

  /// Where a value's expression ends: at a comma outside brackets, at the end, or where the next
  /// option starts in a list without commas (`class="x" passwordrules="…"`).
  static func expressionEnd(_ tokens: HelperTokens, from start: Int, to upper: Int) -> Int {
    var k = start
    while k < upper {
      if k > start, tokens.isPunctuation(k, ",") { return k }
      if k > start, tokens[k].kind == .identifier, tokens.isPunctuation(k + 1, "="), !tokens.isPunctuation(k + 2, "="),
        endsOperand(tokens, k - 1)
      { return k }
      if tokens.isPunctuation(k, ")") || tokens.isPunctuation(k, "]") || tokens.isPunctuation(k, "}") { return max(k, start + 1) }
      // Brackets are stepped over whole: every token is looked at once however deep they nest.
      k = tokens.isOpening(k) ? tokens.closing(k) + 1 : k + 1
    }
    return min(max(k, start + 1), upper)
  }

  /// Whether a value can end with the token at `k` (a literal, a name, a closing bracket, FreeMarker's
  /// `x??` and `x!`): then a `name=` after it starts the next option of a list without commas.
  static func endsOperand(_ tokens: HelperTokens, _ k: Int) -> Bool {
    switch tokens[k].kind {
    case .string, .number, .identifier, .symbol: true
    case .other: tokens.bytes[tokens[k].range.lowerBound] == UInt8(ascii: "?") || tokens.bytes[tokens[k].range.lowerBound] == UInt8(ascii: "!")
    default: tokens.isPunctuation(k, ")") || tokens.isPunctuation(k, "]") || tokens.isPunctuation(k, "}")
    }
  }

  // MARK: - Elements

  /// What a field named `name` is, when it says so: `password`, `password_confirmation`, `plainPassword`,
  /// `email`, `username`; `nil` for the others, which do not matter here.
  static func fieldType(named name: String) -> String? {
    let name = asciiLowercased(name)
    if ["password", "passwd", "pwd"].contains(where: { containsBytes(name, $0) }) { return "password" }
    if containsBytes(name, "email") || containsBytes(name, "e_mail") { return "email" }
    // WTForms' documented sign-up form: `confirm = PasswordField('Repeat Password')`.
    if name == "confirm" || name.hasPrefix("confirm_") { return "password" }
    if ["user", "login"].contains(where: { containsBytes(name, $0) }) { return "text" }
    return nil
  }

  static func element(
    type: String, name: String?, helper: Range<Int>, range: Range<Int>, attributes: [MarkupAttribute], unwrittenAreDynamic: Bool,
    options: OptionSyntax
  ) -> MarkupElement {
    var attributes = attributes.filter { $0.key != "name" || name == nil }
    // What the helper says without writing it (its type, the field's name): no bytes of its own, so
    // no edit can touch it.
    func said(_ key: String, _ value: String) -> MarkupAttribute {
      var positions = ValuePositions(valueRange: helper.upperBound..<helper.upperBound)
      for scalar in value.unicodeScalars { positions.append(scalar, helper.upperBound..<helper.upperBound) }
      return MarkupAttribute(key: key, property: Property(
        name: key, nameRange: helper.lowerBound..<helper.lowerBound, range: helper,
        value: .literal(LiteralValue(text: value, positions: positions))))
    }
    if !attributes.contains(where: { $0.key == "type" }) { attributes.insert(said("type", type), at: 0) }
    if let name { attributes.append(said("name", name)) }
    if unwrittenAreDynamic {
      // Written where the form class is, not here: computed, and (as a spread's) no evidence of the
      // field's purpose, so that rules the class may give are neither checked nor missed.
      // Rules only on a field that is a password field as written (an option may say `type:`): on
      // another they would be stray rules nobody wrote (found by the template fuzzer).
      let isPassword = attributes.first { $0.key == "type" }?.property.literal?.text == "password"
      let keys = ["autocomplete", "minlength", "maxlength"] + (isPassword ? ["passwordrules"] : [])
      for key in keys where !attributes.contains(where: { $0.key == key }) {
        attributes.append(MarkupAttribute(key: key, property: .spread(key, at: helper)))
      }
    }
    return MarkupElement(name: "input", range: range, attributes: attributes, helper: (helper, options))
  }
}
