import Foundation
import Testing

/// The prefilter and the number of jobs change how fast formlint is, never what it says:
/// byte-identical reports over the whole benchmark corpus, the prose-heavy one (pages that say
/// "password" in text, links, scripts and comments, which the prefilter skips only by proving
/// where each word is) and the fuzz seeds.
@Suite(.serialized) struct DeterminismTests {
  static func generatedCorpus(prose: Bool = false) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formlint-determinism-\(prose ? "prose-" : "")\(getpid())")
    if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".manifest").path) { return dir }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Binary.repository.appendingPathComponent("bench/gen_corpus.py").path,
                         "--out", dir.path, "--pages", "2000", "--seed", "1"] + (prose ? ["--prose"] : [])
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "bench/gen_corpus.py failed")
    return dir
  }

  func reports(_ paths: [String]) throws -> [String: Binary.Result] {
    let common = ["--format", "json", "--fail-on", "never", "--stats"]
    return [
      "default": try Binary.run(common + paths),
      "--no-prefilter": try Binary.run(common + ["--no-prefilter"] + paths),
      "--jobs 1": try Binary.run(common + ["--jobs", "1"] + paths),
      "--jobs 2 --no-prefilter": try Binary.run(common + ["--jobs", "2", "--no-prefilter"] + paths),
    ]
  }

  @Test(arguments: [(false, " 567 password fields"), (true, " 139 password fields")])
  func theWholeBenchmarkCorpus(prose: Bool, count: String) throws {
    let corpus = try Self.generatedCorpus(prose: prose)
    defer { try? FileManager.default.removeItem(at: corpus) }
    let runs = try reports([corpus.path])
    let base = try #require(runs["default"])
    #expect(base.stdout.count > 10_000, "the corpus has findings")
    #expect(base.stderr.contains(count), "\(base.stderr)")
    for (name, run) in runs {
      #expect(run.status == base.status, "\(name)")
      #expect(run.stdout == base.stdout, "\(name) differs from the default")
      #expect(run.stderr == base.stderr, "\(name): \(run.stderr) vs \(base.stderr)")
    }
  }

  @Test func theFuzzSeeds() throws {
    let seeds = Binary.repository.appendingPathComponent("Fuzz/corpus/page")
    let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted().map { seeds.appendingPathComponent($0).path }
    #expect(files.count > 10)
    let runs = try reports(files)
    let base = try #require(runs["default"])
    for (name, run) in runs {
      #expect(run.stdout == base.stdout, "\(name) differs from the default")
      #expect(run.status == base.status, "\(name)")
    }
  }
}
