/// Start and end tags around the template syntax: element nesting (for `v-if`/`v-else` and JSTL's
/// `<c:choose>`), raw text, and Vue's top-level `<template>` block.
extension Masker {
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
  ]

  mutating func startTag(_ i: Int) -> Int {
    var p = i + 1
    while p < end, Self.isNameByte(b[p]) { p += 1 }
    tagStart = i
    tagName = String(decoding: b[(i + 1)..<p].map(Self.lowercase), as: UTF8.self)
    state = .tag
    afterEquals = false
    atNameStart = false
    vueIf = false
    vueElse = false
    thymeleafIf = nil
    return p
  }

  /// Vue's `v-if`, `v-else-if`, `v-else` on the tag being read.
  mutating func noteAttribute(at i: Int) {
    if syntax == .htmlCurly, b[i] == UInt8(ascii: "t") || b[i] == UInt8(ascii: "d") { return noteThymeleafCondition(at: i) }
    guard syntax == .vue, b[i] == UInt8(ascii: "v") else { return }
    var p = i
    while p < end, Self.isNameByte(b[p]) { p += 1 }
    switch String(decoding: b[i..<p], as: UTF8.self) {
    case "v-if": vueIf = true
    case "v-else-if", "v-else": vueElse = true
    default: break
    }
  }

  /// Thymeleaf's `th:if="…"` and `th:unless="…"` (or `data-th-…`) on the tag being read, with the
  /// condition as written.
  mutating func noteThymeleafCondition(at i: Int) {
    var p = i
    while p < end, Self.isNameByte(b[p]) || b[p] == UInt8(ascii: ":") || b[p] == UInt8(ascii: "-") { p += 1 }
    let name = b[i..<p]
    let unless: Bool
    if name.elementsEqual("th:if".utf8) || name.elementsEqual("data-th-if".utf8) {
      unless = false
    } else if name.elementsEqual("th:unless".utf8) || name.elementsEqual("data-th-unless".utf8) {
      unless = true
    } else {
      return
    }
    while p < end, b[p] == 0x20 || b[p] == 0x09 || b[p] == 0x0A || b[p] == 0x0D { p += 1 }
    guard p + 1 < end, b[p] == UInt8(ascii: "="), b[p + 1] == UInt8(ascii: "\"") || b[p + 1] == UInt8(ascii: "'") else { return }
    // A condition is one short expression: its quote is looked for a little way only (linear per tag).
    let quote = b[p + 1]
    guard let close = b[(p + 2)..<min(end, p + 2 + 256)].firstIndex(of: quote) else { return }
    thymeleafIf = (b[(p + 2)..<close], unless)
  }

  mutating func endOfStartTag(_ i: Int) -> Int {
    state = .text
    let depth = elements.count
    var opened: String?
    if (syntax == .htmlCurly || syntax == .vue), vueSiblings.count <= depth {
      vueSiblings.append(contentsOf: repeatElement(nil, count: depth + 1 - vueSiblings.count))
    }
    if syntax == .htmlCurly {
      // `th:if="${c}"` then `th:unless="${c}"` on the next element at its depth: one of the two renders.
      if thymeleafConditions.count <= depth {
        thymeleafConditions.append(contentsOf: repeatElement(nil, count: depth + 1 - thymeleafConditions.count))
      }
      if let (condition, unless) = thymeleafIf, !unless {
        open("th:if", conditional: true, at: tagStart)
        vueSiblings[depth] = (blocks[blocks.count - 1].group!, 0)
        thymeleafConditions[depth] = condition
        opened = "th:if"
      } else if let (condition, unless) = thymeleafIf, unless, let sibling = vueSiblings[depth],
        thymeleafConditions[depth].map({ $0.elementsEqual(condition) }) == true {
        reopen(Block(name: "th:if", group: sibling.group, branch: sibling.branch, braces: false), at: tagStart)
        vueSiblings[depth] = nil
        thymeleafConditions[depth] = nil
        opened = "th:if"
      } else {
        vueSiblings[depth] = nil
        thymeleafConditions[depth] = nil
      }
    } else if syntax == .vue {
      if vueIf {
        open("v-if", conditional: true, at: tagStart)
        vueSiblings[depth] = (blocks[blocks.count - 1].group!, 0)
        opened = "v-if"
      } else if vueElse, let sibling = vueSiblings[depth] {
        reopen(Block(name: "v-if", group: sibling.group, branch: sibling.branch, braces: false), at: tagStart)
        vueSiblings[depth] = (sibling.group, sibling.branch + 1)
        opened = "v-if"
      } else {
        vueSiblings[depth] = nil
      }
    } else if syntax == .jsp {
      if tagName == "c:choose" {
        open("c:choose", conditional: true, at: tagStart)
        opened = "c:choose"
      } else if tagName == "c:when" || tagName == "c:otherwise", blocks.last?.name == "c:choose" {
        // The first `<c:when>` is branch 0 (its `<c:choose>` opened at 0 with nothing in between).
        if seenWhen.contains(blocks.count) { elseBranch(at: tagStart) } else { seenWhen.insert(blocks.count) }
      }
    }
    let selfClosing = i > tagStart && b[i - 1] == UInt8(ascii: "/")
    if selfClosing || Self.voidElements.contains(tagName) {
      if let opened { close(opened, at: i + 1) }
    } else {
      elements.append((tagName, opened))
      if tagName == "script" || tagName == "style" {
        state = .rawText
        rawTextName = Array(tagName.utf8)
      }
    }
    return i + 1
  }

  mutating func endTag(_ i: Int) -> Int {
    var p = i + 2
    while p < end, Self.isNameByte(b[p]) { p += 1 }
    let name = String(decoding: b[(i + 2)..<p].map(Self.lowercase), as: UTF8.self)
    while p < end, b[p] != UInt8(ascii: ">") { p += 1 }
    let after = min(p + 1, end)
    // The innermost open element of that name, not far down (a stray end tag is ignored).
    guard let index = elements.indices.reversed().prefix(64).first(where: { elements[$0].name == name }) else { return after }
    while elements.count > index {
      let element = elements.removeLast()
      if let opened = element.block {
        if opened == "c:choose" { seenWhen.remove(blocks.count) }
        close(opened, at: after)
      }
    }
    if vueSiblings.count > elements.count + 1 { vueSiblings.removeLast(vueSiblings.count - elements.count - 1) }
    if thymeleafConditions.count > elements.count + 1 {
      thymeleafConditions.removeLast(thymeleafConditions.count - elements.count - 1)
    }
    return after
  }

  /// Vue: only the content of the first top-level `<template>` is markup; the rest (`<script>`,
  /// `<style>`, custom blocks) is blanked.
  mutating func keepTemplateBlockOnly() {
    guard let open = topLevelTemplate(), open + 9 <= end else {
      blankOutsideRegions(0..<end)
      end = 0
      return
    }
    var p = open + 9
    while p < end, b[p] != UInt8(ascii: ">") { p += 1 }
    let contentStart = min(p + 1, end)
    var depth = 1
    var q = contentStart
    var contentEnd = end
    // `</template>` in a comment or an interpolation (`<!-- …</template> -->`, `{{ '</template>' }}`)
    // ends nothing, as in Vue's own tokenizer. The next `{{` is looked for again only once passed.
    var interpolation = find("{{", from: q)
    while q < end, let lt = find("<", from: q) {
      // A `{{` inside a comment just passed is no interpolation.
      if let open = interpolation, open < q { interpolation = find("{{", from: q) }
      if let open = interpolation, open < lt {
        guard let close = find("}}", from: open + 2) else {
          interpolation = nil
          continue
        }
        q = close + 2
        interpolation = find("{{", from: q)
        continue
      }
      if at(lt, "<!--") {
        guard let close = find("-->", from: lt + 4) else { break }
        q = close + 3
        continue
      }
      if at(lt, "<template"), lt + 9 < end, !Self.isNameByte(b[lt + 9]) {
        depth += 1
      } else if at(lt, "</template"), lt + 10 <= end, lt + 10 == end || !Self.isNameByte(b[lt + 10]) {
        depth -= 1
        if depth == 0 {
          contentEnd = lt
          break
        }
      }
      q = lt + 1
    }
    blankOutsideRegions(0..<contentStart)
    blankOutsideRegions(contentEnd..<end)
    start = contentStart
    end = contentEnd
  }

  /// The first `<template` outside the SFC's other blocks and comments: a `<script>` may mention
  /// `<template>…</template>` in a comment or a string (Vue's SFC parser reads a block's content as raw
  /// text). Each block's end is searched for once, from where it starts.
  func topLevelTemplate() -> Int? {
    var q = 0
    while q < end, let lt = find("<", from: q) {
      if at(lt, "<template"), lt + 9 == end || !Self.isNameByte(b[lt + 9]) { return lt }
      if at(lt, "<!--") {
        guard let close = find("-->", from: lt + 4) else { return nil }
        q = close + 3
      } else if at(lt, "<script"), lt + 7 < end, !Self.isNameByte(b[lt + 7]) {
        guard let close = find("</script", from: lt + 7) else { return nil }
        q = close + 8
      } else if at(lt, "<style"), lt + 6 < end, !Self.isNameByte(b[lt + 6]) {
        guard let close = find("</style", from: lt + 6) else { return nil }
        q = close + 7
      } else {
        q = lt + 1
      }
    }
    return nil
  }
}
