import Foundation
import Readers
import Yams

/// `.formlint.yml`: which files, and which rules at which level.
///
/// ```yaml
/// include: ["*.html", "*.njk"]
/// exclude: ["vendor/**", "*.min.html"]
/// rules:
///   short-maximum-length: off
///   pattern-with-rules: error
/// baseline: formlint-baseline.json   # relative to this file's folder
/// components: [AppPasswordField, x-secret]   # the project's own password components
/// # or, naming each one's role (password or username):
/// # components: { AppPasswordField: password, LoginField: username }
/// ```
public struct Configuration: Sendable, Hashable {
  public var include: [String]?
  public var exclude: [String] = []
  public var rules: RuleSettings = RuleSettings()
  /// The baseline file (`--baseline`'s default), resolved against the configuration file's folder.
  public var baseline: String?
  /// `components:`: the project's own component names that are password or username fields.
  public var readers = ReaderOptions()
  /// Where it was read from, for messages.
  public var path: String?

  public init(include: [String]? = nil, exclude: [String] = [], rules: RuleSettings = RuleSettings(), path: String? = nil) {
    self.include = include
    self.exclude = exclude
    self.rules = rules
    self.path = path
  }

  public struct Error: Swift.Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  public static let fileName = ".formlint.yml"

  /// The file's `include` and `exclude` path globs, written from its own folder, as seen from
  /// `workingFolder` (where the walk's paths start): `templates/**` in `/app/.formlint.yml` is `**` from
  /// `/app/templates` and `app/templates/**` from `/`; a path glob for another part of the tree is
  /// dropped. Name globs (`*.min.html`) hold anywhere and are kept as written.
  public func globsFromWorkingFolder(_ workingFolder: String) -> (include: [String]?, exclude: [String]) {
    guard let path else { return (include, exclude) }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    let working = URL(fileURLWithPath: workingFolder).standardizedFileURL.path
    func inside(_ a: String, _ b: String) -> String? {
      if a == b { return "" }
      let prefix = b == "/" ? "/" : b + "/"
      return a.hasPrefix(prefix) ? String(a.dropFirst(prefix.count)) : nil
    }
    func moved(_ patterns: [String]) -> [String] {
      if let below = inside(working, folder) {
        // The working folder is inside the configuration's: strip its part of each path glob.
        guard !below.isEmpty else { return patterns }
        return patterns.compactMap { written in
          var pattern = written
          while pattern.hasPrefix("./") { pattern.removeFirst(2) }
          guard pattern.contains("/"), !pattern.hasPrefix("**") else { return written }
          if pattern.hasPrefix(below + "/") { return String(pattern.dropFirst(below.count + 1)) }
          // `templates/**` from `templates/registration`: all of it.
          return pattern.hasSuffix("/**") && [Glob(pattern)].matchAny(folderOrAbove: below) ? "**" : nil
        }
      }
      if let above = inside(folder, working), !above.isEmpty {
        // The configuration is below the working folder (`--config sub/.formlint.yml`): prefix its folder.
        return patterns.map { written in
          var pattern = written
          while pattern.hasPrefix("./") { pattern.removeFirst(2) }
          return pattern.contains("/") && !pattern.hasPrefix("**") ? above + "/" + pattern : written
        }
      }
      return patterns
    }
    return (include.map(moved), moved(exclude))
  }

  /// The nearest `.formlint.yml` from `directory` up to the root.
  /// With `access(2)` on the path's own folders, not Foundation's URLs: every run asks, and Foundation's
  /// first use is a measurable part of a run's start.
  public static func find(from directory: String) -> String? {
    // Built with `+=`, not `joined`: joining substrings builds generic metadata at every start.
    var folder = ""
    for part in FileDiscovery.components(of: directory) { folder += "/" + String(part) }
    while true {
      let candidate = folder + "/" + fileName
      if access(candidate, F_OK) == 0 { return candidate }
      guard let slash = folder.lastIndex(of: "/") else { return nil }
      folder = String(folder[..<slash])
    }
  }

  public static func load(_ path: String) throws -> Configuration {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw Error(description: "cannot read config \(path): \(error.localizedDescription)")
    }
    return try parse(text, path: path)
  }

  public static func parse(_ text: String, path: String? = nil) throws -> Configuration {
    let name = path ?? fileName
    let node: Any?
    do {
      node = try Yams.load(yaml: text)
    } catch {
      throw Error(description: "\(name): not valid YAML: \(error)")
    }
    guard let node else { return Configuration(path: path) }
    guard let map = node as? [String: Any] else { throw Error(description: "\(name): expected a mapping with include, exclude and rules") }
    var config = Configuration(path: path)
    for (key, value) in map {
      switch key {
      case "include": config.include = try strings(value, key: key, in: name)
      case "exclude": config.exclude = try strings(value, key: key, in: name)
      case "baseline":
        guard let file = value as? String, !file.isEmpty else { throw Error(description: "\(name): `baseline` must be a file name") }
        config.baseline = resolve(file, against: path)
      case "rules":
        guard let rules = value as? [String: Any] else { throw Error(description: "\(name): `rules` must map rule ids to off, note, warning or error") }
        for (id, level) in rules {
          if RunFailure(rawValue: id) != nil {
            throw Error(description: "\(name): `\(id)` is a failure of the run, not a rule: it is always reported and cannot be configured")
          }
          guard RuleRegistry.metadata(for: id) != nil else {
            throw Error(description: "\(name): unknown rule `\(id)` (see `formlint rules`)")
          }
          // YAML 1.1 reads a bare `off` as false.
          let text = (level as? Bool).map { $0 ? "on" : "off" } ?? "\(level)"
          guard let parsed = RuleLevel(rawValue: text.lowercased()) else {
            throw Error(description: "\(name): rule `\(id)`: `\(text)` is not one of off, note, warning, error")
          }
          config.rules.overrides[id] = parsed
        }
      case "components": config.readers = try components(value, in: name)
      default:
        throw Error(description: "\(name): unknown key `\(key)` (expected include, exclude, rules, baseline, components)")
      }
    }
    return config
  }

  /// A path from the file at `configPath`, relative to that file's folder.
  static func resolve(_ file: String, against configPath: String?) -> String {
    guard !file.hasPrefix("/"), let configPath, let slash = configPath.lastIndex(of: "/") else { return file }
    return String(configPath[...slash]) + file
  }

  /// `components: [A, b]` (password fields) or `components: { A: password, B: username }`.
  static func components(_ value: Any, in name: String) throws -> ReaderOptions {
    func checked(_ component: Any) throws -> String {
      guard let text = component as? String else {
        let kind = component is [Any] ? "a list" : component is [AnyHashable: Any] ? "a mapping" : "`\(component)`"
        throw Error(description: "\(name): `components`: each item is a component name such as `AppPasswordField`, not \(kind)")
      }
      guard !text.isEmpty,
        !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || "<>/=\"'".unicodeScalars.contains($0) })
      else {
        throw Error(description: "\(name): `components`: `\(component)` is not a component name (write it as in a tag, without `<>`)")
      }
      return text
    }
    var options = ReaderOptions()
    if let one = value as? String {
      options.passwordComponents = [try checked(one)]
    } else if let list = value as? [Any] {
      options.passwordComponents = try list.map(checked)
    } else if let map = value as? [String: Any] {
      for component in map.keys.sorted() {
        let role = map[component].map { "\($0)" } ?? ""
        switch role.lowercased() {
        case "password": options.passwordComponents.append(try checked(component))
        case "username": options.usernameComponents.append(try checked(component))
        default:
          throw Error(description: "\(name): `components`: `\(component)`: `\(role)` is not one of password, username")
        }
      }
    } else {
      throw Error(description: "\(name): `components` must be a list of component names, or map names to password or username")
    }
    return options
  }

  private static func strings(_ value: Any, key: String, in name: String) throws -> [String] {
    if let one = value as? String { return [one] }
    if let many = value as? [Any], many.allSatisfy({ $0 is String }) { return many.compactMap { $0 as? String } }
    throw Error(description: "\(name): `\(key)` must be a glob or a list of globs")
  }
}
