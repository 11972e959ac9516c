import FieldModel

/// Material UI's `<TextField>` gives its `<input>` only the props it names (`autoComplete`, `type`,
/// `name`, `id`, `required`, …) and what `inputProps` / `slotProps={{ htmlInput }}` hold; every other
/// prop goes to the wrapper `FormControl` `<div>`. A `minLength`, `maxLength`, `pattern` or
/// `passwordrules` written on the `<TextField>` itself does nothing for the field.
enum MaterialUITextField {
  /// Whether the file imports `TextField` from Material UI (`import TextField from "@mui/material/TextField"`,
  /// `import { Box, TextField } from "@mui/material"`): Fluent UI, Amplify and a local wrapper have their own.
  static func isImported(by bytes: [UInt8]) -> Bool {
    for package in ["@mui/material", "@material-ui/core"] {
      var from = bytes.startIndex
      while let found = bytes[from...].firstRange(of: Array(package.utf8)) {
        // The import statement it ends: back to its `import`, a few hundred bytes at most.
        let start = max(bytes.startIndex, found.lowerBound - 400)
        let keyword = Array("import".utf8)
        if let importAt = stride(from: found.lowerBound - keyword.count, through: start, by: -1).first(where: {
          bytes[$0..<$0 + keyword.count].elementsEqual(keyword)
        }), bytes[importAt..<found.lowerBound].firstRange(of: Array("TextField".utf8)) != nil {
          return true
        }
        from = found.upperBound
      }
    }
    return false
  }

  static let wrapperKeys: Set<String> = ["minlength", "maxlength", "pattern", "passwordrules"]

  /// The element without the props its wrapper takes, and its rules, which are said to do nothing there.
  static func split(_ element: MarkupElement) -> (MarkupElement, StrayRules?) {
    guard element.name == "TextField", element.attributes.contains(where: { wrapperKeys.contains($0.key) }) else { return (element, nil) }
    var field = element
    field.attributes.removeAll { wrapperKeys.contains($0.key) }
    let rules = element.attribute("passwordrules").map {
      StrayRules(carrier: "`<TextField>` (Material UI gives it to the wrapper `<div>`; pass it in `slotProps={{ htmlInput: { … } }}`)", rules: $0.property)
    }
    return (field, rules)
  }
}
