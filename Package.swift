// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "formlint",
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
    // libxml2 through pkg-config; Debian: apt-get install libxml2-dev pkg-config.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // The rules engine: pure Swift, no Foundation, no libxml2.
    .target(name: "PasswordRules"),
    // The one field model every reader produces, with source positions: no libxml2, no Foundation.
    .target(name: "FieldModel"),
    // The only module that sees libxml2. It must not import Foundation (ICU's UErrorCode clash).
    .target(name: "HTMLScanner", dependencies: ["CLibXML2", "FieldModel"]),
    // One reader per kind of source: bytes in, the field model out.
    .target(name: "Readers", dependencies: ["FieldModel", "HTMLScanner"]),
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
    .testTarget(name: "ReadersTests", dependencies: ["Readers", "FieldModel"]),
    .testTarget(name: "FormLintTests", dependencies: ["FormLint", "PasswordRules", "Readers"]),
    .testTarget(name: "FormLintReportersTests", dependencies: ["FormLintReporters", "FormLint"]),
    .testTarget(name: "EndToEndTests", dependencies: []),
  ]
)
