import Foundation
import PackagePlugin

/// `swift package formlint [--target NAME]... [formlint options]`: runs formlint on the source folders of
/// the package's targets (all of them, or the ones named), with the given options (`--format sarif`,
/// `--fail-on warning`, …). The exit status is formlint's: a run with findings at or above `--fail-on`
/// fails the command.
@main
struct FormLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    // Relative to the package, where formlint runs: the report's paths are then the repository's own
    // (GitHub annotations, SARIF, a reviewer's terminal).
    let root = context.package.directory.string + "/"
    let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directory.string }.map {
      $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0
    }
    guard !folders.isEmpty else {
      Diagnostics.warning("formlint: no source targets to lint")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "formlint").url
    process.arguments = extractor.remainingArguments + folders
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw FormLintFailed(status: process.terminationStatus)
    }
  }
}

struct FormLintFailed: Error, CustomStringConvertible {
  var status: Int32
  var description: String {
    status == 1 ? "formlint reported findings (exit status 1)" : "formlint failed (exit status \(status))"
  }
}
