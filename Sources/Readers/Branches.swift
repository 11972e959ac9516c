import FieldModel

/// Alternatives: what a conditional writes in one branch or another, never both. Shared by the
/// template and JSX readers, which each know their branches (`TemplateMask.branch(at:)`,
/// `MarkupElement.branch`).
enum Branches {
  /// A field written again in a later branch of the same conditional (`{% if %}…{% else %}`, `v-if`/`v-else`,
  /// `@if`/`@else`, JSX's `c ? <A/> : <B/>`) is one field, not a new and a confirm field: the later copies are set apart
  /// (`copies`, each with the index of its original in `fields`), and the document checks each where
  /// it is written with its original's role (a typo or an `autocomplete="off"` in the `else` branch
  /// alone is still found). A copy is in a branch with as many password fields, and has the
  /// same names, or none and the same place: a sign-in branch's `password` is no copy of a sign-up
  /// branch's `password` beside its confirmation. Only the innermost conditional counts.
  static func onePerBranch(
    _ fields: [Field], place: (Field) -> (group: Int, branch: Int)?
  ) -> (fields: [Field], copies: [(field: Field, original: Int)]) {
    let places = fields.map(place)
    var fieldsInBranch: [Int: [Int: Int]] = [:]
    for place in places.compactMap({ $0 }) { fieldsInBranch[place.group, default: [:]][place.branch, default: 0] += 1 }
    var seen: [Int: [(branch: Int, names: [String], index: Int, kept: Int)]] = [:]
    var indexInBranch: [Int: [Int: Int]] = [:]
    var kept: [Field] = [], copies: [(field: Field, original: Int)] = []
    for (field, place) in zip(fields, places) {
      if let place {
        let index = indexInBranch[place.group, default: [:]][place.branch, default: 0]
        indexInBranch[place.group, default: [:]][place.branch] = index + 1
        let count = fieldsInBranch[place.group]?[place.branch]
        let repeats = seen[place.group, default: []].first { earlier in
          guard earlier.branch != place.branch, fieldsInBranch[place.group]?[earlier.branch] == count else { return false }
          return field.names.isEmpty ? earlier.names.isEmpty && earlier.index == index : earlier.names == field.names
        }
        if let original = repeats {
          var copy = field
          copy.alternative = place
          copies.append((copy, original.kept))
          continue
        }
        seen[place.group, default: []].append((place.branch, field.names, index, kept.count))
      }
      var field = field
      field.alternative = place
      kept.append(field)
    }
    return (kept, copies)
  }
}
