import FieldModel
import HTMLScanner

/// Material UI's `<TextField>` gives its `<input>` only the props it names (`autoComplete`, `type`,
/// `name`, `id`, `required`, …) and what `inputProps` / `slotProps={{ htmlInput }}` hold; every other
/// prop goes to the wrapper `FormControl` `<div>`. A `minLength`, `maxLength`, `pattern` or
/// `passwordrules` written on the `<TextField>` itself does nothing for the field.
enum MaterialUITextField {
  /// Whether the file imports `TextField` from Material UI (`import TextField from "@mui/material/TextField"`,
  /// `import { Box, TextField } from "@mui/material"`): Fluent UI, Amplify and a local wrapper have their own.
  static func isImported(by bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { b in
      func isWordByte(_ c: UInt8) -> Bool { isJSIdentifierPart(c) }
      for package in ["@mui/material", "@material-ui/core"] as [StaticString] {
        var from = 0
        while let found = ByteSearch.firstIndex(of: package, in: b, from: from) {
          // The statement it ends, back to its `import` keyword (a whole word: not `important` in a comment).
          let start = max(0, found - 4096)
          var k = found - 6
          while k >= start,
            !(b[k] == UInt8(ascii: "i") && ByteSearch.firstIndex(of: "import", in: UnsafeBufferPointer(rebasing: b[k..<k + 6])) == 0
              && (k == 0 || !isWordByte(b[k - 1])) && !isWordByte(b[k + 6]))
          {
            k -= 1
          }
          if k >= start, ByteSearch.firstIndex(of: "TextField", in: UnsafeBufferPointer(rebasing: b[k..<found])) != nil { return true }
          from = found + package.utf8CodeUnitCount
        }
      }
      return false
    }
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
