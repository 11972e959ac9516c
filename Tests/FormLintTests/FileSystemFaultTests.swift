@testable import FormLint
import Foundation
import Testing

/// Bad files are reported, and every other file is still linted.
@Suite struct FileSystemFaultTests {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "formlint-faults-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/site/nested", withIntermediateDirectories: true)
  }

  func write(_ relative: String, _ text: String) throws {
    try text.write(toFile: root + "/" + relative, atomically: true, encoding: .utf8)
  }

  func run(_ paths: [String], jobs: Int = 2, maxFileSize: Int = 1 << 20) -> LintRun {
    var options = LintOptions()
    options.paths = paths
    options.jobs = jobs
    options.maxFileSize = maxFileSize
    return Linter.run(options)
  }

  @Test func badFilesAreReportedAndGoodOnesStillLinted() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bad = #"<input type="password" passwordrules="required: digits">"#
    try write("site/a.html", bad)
    try write("site/nested/z.html", bad)
    try write("site/empty.html", "")
    try Data([0x3C, 0x70, 0x3E, 0x00, 0x01, 0x02, 0xFF]).write(to: URL(fileURLWithPath: root + "/site/binary.html"))
    try FileManager.default.createSymbolicLink(atPath: root + "/site/nested/loop", withDestinationPath: root + "/site")
    try FileManager.default.createSymbolicLink(atPath: root + "/site/zero.html", withDestinationPath: "/dev/zero")
    try FileManager.default.createSymbolicLink(atPath: root + "/site/dangling.html", withDestinationPath: root + "/nowhere")
    #expect(mkfifo(root + "/site/fifo.html", 0o644) == 0)
    try write("site/unreadable.html", bad)
    chmod(root + "/site/unreadable.html", 0)
    let canReadAnyway = access(root + "/site/unreadable.html", R_OK) == 0  // root reads everything

    let result = run([root + "/site"])
    let digits = result.diagnostics.with("unknown-character-class").map(\.file)
    #expect(digits.contains(root + "/site/a.html"))
    #expect(digits.contains(root + "/site/nested/z.html"))
    let problems = Dictionary(grouping: result.diagnostics.filter { $0.range == nil }, by: \.file)
    #expect(problems[root + "/site/binary.html"]?.first?.ruleID == "parse-error")
    #expect(problems[root + "/site/zero.html"]?.first?.message.contains("not a regular file") == true)
    #expect(problems[root + "/site/fifo.html"]?.first?.message.contains("FIFO") == true)
    #expect(problems[root + "/site/dangling.html"]?.first?.ruleID == "io-error")
    #expect(problems[root + "/site/nested/loop"]?.first?.message.contains("loop") == true)
    if !canReadAnyway { #expect(problems[root + "/site/unreadable.html"]?.first?.ruleID == "io-error") }
    #expect(problems[root + "/site/empty.html"] == nil)
    #expect(result.failedFiles >= 5)
  }

  @Test func aFileOverTheSizeCapIsReportedNotRead() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("site/big.html", String(repeating: "<p>password</p>", count: 10_000))
    let result = run([root + "/site/big.html"], maxFileSize: 1024)
    #expect(result.diagnostics.first?.message.contains("limit") == true)
    #expect(result.failedFiles == 1)
  }

  @Test func outputDoesNotDependOnTheNumberOfJobs() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Nested folders: workers finish folders other workers read.
    for i in 0..<40 {
      let folder = "site/\(i % 3)/\(i % 5)"
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try write("\(folder)/page\(i).html", #"<input type=password autocomplete=off passwordrules="required: digits; minlength: 12 ;">"#)
    }
    let one = run([root + "/site"], jobs: 1)
    #expect(one.filesLinted == 40)
    #expect(Set(one.diagnostics.map(\.file)).count == 40)
    #expect(one.diagnostics == run([root + "/site"], jobs: 4).diagnostics)
  }

  /// Workers read folders while others lint: every file is linted once, an unreadable folder is
  /// reported once, and several arguments (each with its own loop check) still come out the same.
  @Test func foldersReadInParallelLintEveryFileOnce() throws {
    defer {
      chmod(root + "/site/locked", 0o755)
      try? FileManager.default.removeItem(atPath: root)
    }
    for i in 0..<300 {
      let folder = "site/\(i % 7)/\(i % 11)/\(i % 3)"
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try write("\(folder)/page\(i).html", #"<input type=password passwordrules="required: digits">"#)
      if i % 50 == 0 { try FileManager.default.createDirectory(atPath: root + "/\(folder)/empty\(i)", withIntermediateDirectories: true) }
    }
    try FileManager.default.createDirectory(atPath: root + "/site/locked/inner", withIntermediateDirectories: true)
    try write("site/locked/inner/x.html", "<p>")
    try FileManager.default.createDirectory(atPath: root + "/other", withIntermediateDirectories: true)
    try write("other/y.html", #"<input type=password passwordrules="minlength: 12 ;">"#)
    chmod(root + "/site/locked", 0)
    let locked = access(root + "/site/locked/inner", R_OK) != 0  // root reads everything

    // `site/0` is inside `site`, walked already: its files are linted once.
    let paths = [root + "/site", root + "/other", root + "/site/0"]
    let one = run(paths, jobs: 1)
    #expect(one.filesLinted == 300 + 1 + (locked ? 0 : 1))
    for jobs in [2, 4, 8] {
      let many = run(paths, jobs: jobs)
      #expect(many.diagnostics == one.diagnostics)
      #expect(many.filesLinted == one.filesLinted)
      #expect(many.failedFiles == one.failedFiles)
    }
    if locked {
      #expect(one.diagnostics.filter { $0.file == root + "/site/locked" && $0.ruleID == "io-error" }.count == 1)
    }
  }

  /// The suffix shortcut for `*.ext` answers what fnmatch(3) answers.
  @Test func globSuffixShortcutAgreesWithFnmatch() {
    let patterns = ["*.html", "*.blade.php", "*", "*.HTML", "*html", "*.h?ml", "*.[hx]tml", "a*.html", "*\\.html"]
    let names = ["a.html", "A.HTML", ".html", "html", "page.blade.php", "x.php", "a.xhtml", "a.htm", "", "é.html", "a.html.bak", "*.html"]
    for pattern in patterns {
      for name in names {
        #expect(Glob(pattern).matches(relativePath: name, name: name) == (fnmatch(pattern, name, 0) == 0), "\(pattern) \(name)")
      }
    }
  }

  @Test func discoveryHonoursIncludeExcludeAndSkipsGitAndNodeModules() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    for dir in ["site/.git", "site/node_modules", "site/vendor"] {
      try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
    }
    for file in ["site/a.html", "site/b.htm", "site/c.xhtml", "site/d.txt", "site/.git/e.html", "site/node_modules/f.html", "site/vendor/g.html"] {
      try write(file, "<p>")
    }
    let discovery = FileDiscovery(exclude: [Glob("vendor/**")])
    let names = discovery.discover([root + "/site"]).map { FileDiscovery.lastComponent($0.sortKey) }
    #expect(names == ["a.html", "b.htm", "c.xhtml"])
  }

  /// Every skipped folder is passed by, told by its name's bytes; a name that only begins or ends like
  /// one (`vendors`, `my.git`, `Node_modules`) is walked.
  @Test func skippedFoldersAreToldByTheirWholeName() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let skipped = FileDiscovery.skippedFolders.sorted()
    let walked = ["vendors", "my.git", "Node_modules", "pods", "__tests", "frameworks", "builds", "distribution"]
    for folder in skipped + walked {
      try FileManager.default.createDirectory(atPath: root + "/site/" + folder, withIntermediateDirectories: true)
      try write("site/\(folder)/a.html", "<p>")
    }
    let found = FileDiscovery().discover([root + "/site"]).map { $0.sortKey.dropFirst(root.count + "/site/".count) }
    #expect(found == walked.sorted().map { "\($0)/a.html"[...] })
    // Named, a skipped folder is linted: a built site (`formlint dist`) is what some mean to check.
    #expect(FileDiscovery().discover([root + "/site/dist"]).count == 1)
  }

  /// Globs with a `/` match the path below the argument at every depth, for files and folders,
  /// and for what a link leads to; a folder excluded is not entered.
  @Test func pathGlobsMatchAtEveryDepthAndThroughLinks() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    for dir in ["site/legacy/deep", "site/src/generated", "shared/old/deep"] {
      try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
    }
    for file in [
      "site/a.html", "site/legacy/b.html", "site/legacy/deep/c.html", "site/src/generated/d.html", "site/src/e.html",
      "shared/f.html", "shared/old/g.html", "shared/old/deep/h.html",
    ] {
      try write(file, "<p>")
    }
    // Links out of the folder walked are followed, and path globs match through them.
    try FileManager.default.createSymbolicLink(atPath: root + "/site/src/link.html", withDestinationPath: root + "/shared/f.html")
    try FileManager.default.createSymbolicLink(atPath: root + "/site/src/alias", withDestinationPath: root + "/shared/old")
    // Links to what the walk lints anyway are passed by: each file once, under its own path.
    try FileManager.default.createSymbolicLink(atPath: root + "/site/src/inner", withDestinationPath: root + "/site/legacy")
    try FileManager.default.createSymbolicLink(atPath: root + "/site/src/same.html", withDestinationPath: "e.html")
    // Two links to one folder inside are both passed by, not taken for a loop.
    try FileManager.default.createSymbolicLink(atPath: root + "/site/src/inner2", withDestinationPath: root + "/site/legacy")
    let discovery = FileDiscovery(exclude: [Glob("legacy/**"), Glob("**/generated/*.html"), Glob("src/alias/deep/**")])
    let site = root + "/site/"
    #expect(discovery.discover([site]).map(\.sortKey) == [
      site + "a.html", site + "src/alias/g.html", site + "src/e.html", site + "src/link.html",
    ])
    // An argument inside a folder argument already walked is not walked again.
    #expect(discovery.discover([site, site + "src", site + "src/e.html"]).map(\.sortKey) == [
      site + "a.html", site + "src/alias/g.html", site + "src/e.html", site + "src/link.html",
    ])
  }

  @Test func aLeadingDotSlashAnchorsAPattern() {
    #expect(Glob("./templates/").matches(relativePath: "templates", name: "templates"))
    #expect(!Glob("./templates/").matches(relativePath: "app/templates", name: "templates"))
    // Without it, a name matches at any depth, as .gitignore reads `templates/`.
    #expect(Glob("templates/").matches(relativePath: "app/templates", name: "templates"))
  }

  /// Braces stand for their alternatives, nested too; a lone `{x}` or an unclosed `{` is literal.
  @Test func bracesExpandAsShellsDo() {
    #expect(Glob.alternatives(of: "*.{jsx,tsx}") == ["*.jsx", "*.tsx"])
    #expect(Glob.alternatives(of: "src/{a,b/{c,d}}/*.vue") == ["src/a/*.vue", "src/b/c/*.vue", "src/b/d/*.vue"])
    #expect(Glob.alternatives(of: "{x}.html") == ["{x}.html"])
    #expect(Glob.alternatives(of: "a{b,c") == ["a{b,c"])
    #expect(Glob.expanding("*.{html,twig}").contains { $0.matches(relativePath: "a.twig", name: "a.twig") })
  }

  /// The walk reads a folder when it reaches it, not before: a run never holds a whole site's list.
  @Test func theWalkReadsAFolderOnlyWhenItGetsThere() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    for dir in ["site/a", "site/b"] {
      try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
    }
    try write("site/a/1.html", "<p>")
    try write("site/b/2.html", "<p>")
    var walk = FileDiscovery().walk([root + "/site"])
    #expect(walk.next() == .file(path: root + "/site/a/1.html"))
    try FileManager.default.removeItem(atPath: root + "/site/b/2.html")
    try write("site/b/3.html", "<p>")
    #expect(walk.next() == .file(path: root + "/site/b/3.html"))
    #expect(walk.next() == nil)
  }

  /// Arguments in the order given; inside a folder, entries by name, depth first; problems in place.
  @Test func theWalkOrderIsTheArgumentsThenNamesDepthFirst() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    for dir in ["site/m/deep", "site/x"] {
      try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
    }
    for file in ["site/z.html", "site/b.html", "site/m/deep/d.html", "site/m/c.html", "site/x/e.html", "other.html"] {
      try write(file, "<p>")
    }
    try FileManager.default.createSymbolicLink(atPath: root + "/site/m/dangling.html", withDestinationPath: root + "/nowhere")
    let items = FileDiscovery().discover([root + "/site", root + "/missing.html", "-", root + "/other.html"])
    let site = root + "/site/"
    #expect(items.map(\.sortKey) == [
      site + "b.html", site + "m/c.html", site + "m/dangling.html", site + "m/deep/d.html", site + "x/e.html", site + "z.html",
      root + "/missing.html", "-", root + "/other.html",
    ])
    #expect(items[2] == .problem(path: site + "m/dangling.html", message: "broken or looping symbolic link \(site)m/dangling.html: No such file or directory"))
    #expect(items[6] == .problem(path: root + "/missing.html", message: "cannot read \(root)/missing.html: No such file or directory"))
  }
}
