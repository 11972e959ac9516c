import Testing

@Suite struct RulesCommandTests {
  @Test func listsEveryRuleAndDocumentsOne() throws {
    let list = try Binary.run(["rules"]).stdout
    for id in ["unknown-character-class", "autofill-max-length", "missing-username-field", "unused-suppression"] {
      #expect(list.contains(id))
    }
    let one = try Binary.run(["rules", "unknown-character-class"])
    #expect(one.status == 0)
    #expect(one.stdout.contains("required: digits") && one.stdout.contains("required: digit;"))
    let unknown = try Binary.run(["rules", "no-such-rule"])
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown rule `no-such-rule`"))
  }
}
