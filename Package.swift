// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "formlint",
  // macOS 15: the Synchronization module's Mutex. Linux has no such floor.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "formlint", targets: ["formlint"]),
    .library(name: "PasswordRules", targets: ["PasswordRules"]),
    .library(name: "FormLint", targets: ["FormLint"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // libxml2 through pkg-config; Debian: apt-get install libxml2-dev pkg-config; macOS: brew install
    // libxml2 pkg-config.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // The rules engine: pure Swift, no Foundation, no libxml2.
    .target(name: "PasswordRules"),
    // The one field model every reader produces, with source positions: no libxml2, no Foundation.
    .target(name: "FieldModel"),
    // The only module that sees libxml2. It must not import Foundation (ICU's UErrorCode clash).
    // iconv (legacy charsets) is part of glibc; on macOS it is its own library.
    .target(
      name: "HTMLScanner", dependencies: ["CLibXML2", "FieldModel"],
      linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]
    ),
    // libxml2's XML parser, to check Interface Builder documents: like HTMLScanner, no Foundation.
    .target(name: "XMLScanner", dependencies: ["CLibXML2"]),
    // One reader per kind of source: bytes in, the field model out.
    .target(name: "Readers", dependencies: ["FieldModel", "HTMLScanner", "XMLScanner"]),
    .target(
      name: "FormLint",
      dependencies: ["PasswordRules", "FieldModel", "Readers", "HTMLScanner", .product(name: "Yams", package: "Yams")]
    ),
    .target(name: "FormLintReporters", dependencies: ["FormLint"]),
    .executableTarget(
      name: "formlint",
      dependencies: [
        "FormLint", "FormLintReporters", "PasswordRules",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "PasswordRulesTests", dependencies: ["PasswordRules"]),
    .testTarget(name: "HTMLScannerTests", dependencies: ["HTMLScanner"]),
    .testTarget(name: "ReadersTests", dependencies: ["Readers", "FieldModel", "XMLScanner"]),
    .testTarget(name: "TemplateReaderTests", dependencies: ["Readers", "HTMLScanner", "FieldModel"]),
    .testTarget(name: "FormLintTests", dependencies: ["FormLint", "PasswordRules", "Readers"]),
    // SARIF/: the OASIS schema and the code-scanning checker, which the tests run with Python.
    .testTarget(name: "FormLintReportersTests", dependencies: ["FormLintReporters", "FormLint"], exclude: ["SARIF"]),
    .testTarget(name: "EndToEndTests", dependencies: []),
  ]
)
