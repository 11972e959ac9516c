import Foundation
import Testing

/// `SOCK_STREAM` is an enum case on glibc, a plain `Int32` on Darwin.
#if canImport(Glibc)
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
private let streamSocket = SOCK_STREAM
#endif

/// formlint never touches the network and writes nothing but its `--output` file, even for a page that
/// points at a server through every door HTML and XML have (DOCTYPE, entities, stylesheet PI, XInclude,
/// src and href attributes, meta refresh). Watched three ways: a loopback listener that must see no
/// connection, strace (every network syscall and every file opened for writing), and a snapshot of every
/// folder formlint could write to.
@Suite(.serialized) struct FaultSecurityTests {
  /// A TCP listener on 127.0.0.1 with an ephemeral port; `connections()` counts what reached it.
  final class LoopbackListener {
    let fd: Int32
    let port: UInt16

    init() throws {
      let fd = socket(AF_INET, streamSocket, 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = fd >= 0 && withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0 }
      }
      guard bound else { throw FaultError("cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))") }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      self.fd = fd
      port = UInt16(bigEndian: address.sin_port)
    }

    /// Connects to the listener once: the control that shows `connections()` would see formlint.
    func knock() {
      let client = socket(AF_INET, streamSocket, 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = port.bigEndian
      _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
      close(client)
    }

    func connections() -> Int {
      var count = 0
      while true {
        let client = accept(fd, nil, nil)
        if client < 0 { return count }
        close(client)
        count += 1
      }
    }

    deinit { close(fd) }
  }

  static func hostilePage(port: UInt16) -> String {
    let server = "http://127.0.0.1:\(port)"
    let nowhere = "http://formlint-must-not-fetch.invalid"
    return """
      <?xml version="1.0"?>
      <?xml-stylesheet type="text/xsl" href="\(server)/style.xsl"?>
      <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "\(server)/xhtml1-strict.dtd" [
        <!ENTITY remote SYSTEM "\(server)/entity">
        <!ENTITY % parameter SYSTEM "\(nowhere)/parameter.dtd"> %parameter;
      ]>
      <html xmlns:xi="http://www.w3.org/2001/XInclude"><head>
      <base href="\(server)/"><link rel=stylesheet href="\(server)/style.css"><script src="\(server)/app.js"></script>
      <meta http-equiv="refresh" content="0; url=\(server)/refresh">
      </head><body>
      <xi:include href="\(server)/include.html"/><img src="\(nowhere)/a.png"><iframe src="\(server)/frame"></iframe>
      <form action="\(server)/login"><input type=password passwordrules="&remote;required: digits"></form>
      </body></html>
      """
  }

  let folder: FaultFolder
  let listener: LoopbackListener

  init() throws {
    folder = try FaultFolder(prefix: "security")
    listener = try LoopbackListener()
    try folder.write("site/hostile.html", Self.hostilePage(port: listener.port))
    try folder.write("site/good.html", GoodPage.text)
    for name in ["work", "home", "tmp", "out"] {
      try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
    }
  }

  /// Runs formlint from `work/`, with HOME and TMPDIR in the folder too, under strace when it is there.
  func run(_ arguments: [String]) throws -> (FaultProcess.Outcome, trace: [String]?) {
    let strace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
    let tracePath = folder.path + "/trace.txt"
    let wrapper = strace ? ["/usr/bin/strace", "-f", "-qq", "-e", "trace=%network,%file,%desc", "-o", tracePath] : []
    let outcome = try FaultProcess.formlint(
      ["--format", "sarif"] + arguments + [folder.path + "/site"], in: folder.path + "/work",
      environment: ["HOME": folder.path + "/home", "TMPDIR": folder.path + "/tmp"], wrapper: wrapper)
    #expect(outcome.status == 1 && outcome.signal == nil, "\(outcome.summary)")
    let trace = strace ? (try String(contentsOfFile: tracePath, encoding: .utf8)).split(separator: "\n").map(String.init) : nil
    if strace { try FileManager.default.removeItem(atPath: tracePath) }
    return (outcome, trace)
  }

  /// The trace's network syscalls, and its files opened for writing or changed, by name.
  func writesAndNetwork(_ trace: [String]) -> (network: [String], writes: [String]) {
    let network = trace.filter { line in
      ["socket(", "connect(", "sendto(", "sendmsg(", "bind(", "getaddrinfo"].contains { line.contains(" " + $0) }
    }
    let writes = trace.filter { line in
      let opensForWriting = (line.contains(" open(") || line.contains(" openat(") || line.contains(" creat("))
        && ["O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC"].contains { line.contains($0) }
      let changes = ["rename(", "renameat(", "renameat2(", "unlink(", "unlinkat(", "mkdir(", "mkdirat(", "rmdir(",
                     "truncate(", "link(", "linkat(", "symlink(", "symlinkat(", "chmod(", "fchmodat(", "utimensat("]
        .contains { line.contains(" " + $0) }
      return opensForWriting || changes
    }
    return (network, writes)
  }

  @Test func noNetworkAndNoWriteButTheOutputFile() throws {
    defer { folder.remove() }
    var before = folder.snapshot()
    let output = folder.path + "/out/report.sarif"
    let (outcome, trace) = try run(["--output", output])
    #expect(listener.connections() == 0, "formlint connected to the page's server")
    listener.knock()
    #expect(listener.connections() == 1, "the listener sees a connection")
    let report = try String(contentsOfFile: output, encoding: .utf8)
    #expect(report.contains("hostile.html") && report.contains("good.html"), "both pages linted")
    #expect(outcome.stdout.isEmpty)

    var after = folder.snapshot()
    #expect(after.removeValue(forKey: "out/report.sarif") != nil)
    (before["out"], after["out"]) = (nil, nil)  // its modification time: a file was added
    #expect(after == before, "only the report was written: \(Set(after.keys).symmetricDifference(before.keys))")

    if let trace {
      let (network, writes) = writesAndNetwork(trace)
      #expect(network.isEmpty, "network syscalls: \(network)")
      let outsideTheReport = writes.filter { !$0.contains(folder.path + "/out/.report.sarif.") && !$0.contains("\"" + output + "\"") }
      #expect(outsideTheReport.isEmpty, "writes besides the report: \(outsideTheReport)")
      #expect(writes.contains { $0.contains("rename(") }, "the report is renamed into place")
    }
  }

  @Test func withoutOutputNothingIsWrittenAtAll() throws {
    defer { folder.remove() }
    let before = folder.snapshot()
    let (outcome, trace) = try run([])
    #expect(listener.connections() == 0, "formlint connected to the page's server")
    #expect(outcome.stdout.contains("hostile.html") && outcome.stdout.contains("good.html"))
    #expect(folder.snapshot() == before)
    if let trace {
      let (network, writes) = writesAndNetwork(trace)
      #expect(network.isEmpty, "network syscalls: \(network)")
      #expect(writes.isEmpty, "writes: \(writes)")
    }
  }
}
