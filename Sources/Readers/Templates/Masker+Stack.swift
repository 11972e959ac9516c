/// The template blocks open at a point (`{% if %}`, `@foreach (…) {`, an element with `v-if`) and the
/// branch marks that say which conditional branch each offset is in.
extension Masker {
  mutating func open(_ name: String, conditional: Bool, braces: Bool = false, at offset: Int) {
    if conditional {
      conditionalIndices.append(blocks.count)
      nextGroup += 1
    }
    blocks.append(Block(name: name, group: conditional ? nextGroup - 1 : nil, branch: 0, braces: braces))
    openCount[name, default: 0] += 1
    mark(at: offset)
  }

  /// `{% else %}`, `{:else}`, `@elseif`: the next branch of the innermost block, when it is a conditional.
  mutating func elseBranch(at offset: Int) {
    guard let last = blocks.indices.last, blocks[last].group != nil else { return }
    blocks[last].branch += 1
    mark(at: offset)
  }

  /// Closes the innermost open block named `name` (and any left open inside it); nothing when none is open.
  @discardableResult
  mutating func close(_ name: String, at offset: Int) -> Block? {
    guard openCount[name, default: 0] > 0 else { return nil }
    while let top = popBlock() {
      if top.name == name {
        mark(at: offset)
        return top
      }
    }
    return nil
  }

  /// `{{end}}`, `<% end %>`, `}`: closes the innermost block.
  @discardableResult
  mutating func closeInnermost(at offset: Int) -> Block? {
    guard let top = popBlock() else { return nil }
    mark(at: offset)
    return top
  }

  /// `} else {`, `} @else {`: the next branch of the conditional just closed.
  mutating func reopen(_ closed: Block, at offset: Int) {
    guard let group = closed.group else {
      open(closed.name, conditional: false, braces: closed.braces, at: offset)
      return
    }
    conditionalIndices.append(blocks.count)
    blocks.append(Block(name: closed.name, group: group, branch: closed.branch + 1, braces: closed.braces))
    openCount[closed.name, default: 0] += 1
    mark(at: offset)
  }

  private mutating func popBlock() -> Block? {
    guard let top = blocks.popLast() else { return nil }
    openCount[top.name, default: 1] -= 1
    if conditionalIndices.last == blocks.count { conditionalIndices.removeLast() }
    return top
  }

  private mutating func mark(at offset: Int) {
    quiet = true
    let innermost = conditionalIndices.last.map { blocks[$0] }
    result.branches.append(TemplateMask.BranchMark(offset: offset, group: innermost?.group, branch: innermost?.branch ?? 0))
  }
}
