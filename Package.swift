// swift-tools-version:6.0
//
// sitegen: SwiftUI design guides (markdown) in, a static style guide out.
// One target per pipeline stage; see ARCHITECTURE.md for how data flows.

import PackageDescription

/// swift-syntax built from source, at the release matching the Swift 6.3
/// toolchain. Declared by its upstream URL as every Swift tool declares it;
/// `scripts/install-deps` points SwiftPM at the offline mirror in
/// `../shared/mirrors` when there is one (`swift package config set-mirror`).
/// From source it parses 15–20× faster than the toolchain's host libraries,
/// which are built with library evolution, and needs no unsafe flags, so
/// other packages may depend on sitegen.
let swiftSyntax = "swift-syntax"
func syntax(_ modules: String...) -> [Target.Dependency] {
    modules.map { .product(name: $0, package: swiftSyntax) }
}

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "603.0.0"..<"604.0.0"),
    ],
    targets: [
        // MARK: C libraries from Debian

        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzzSubset",
            pkgConfig: "harfbuzz-subset",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // The WOFF2 encoder is C++: a small C++ target gives Swift two C functions.
        .target(name: "CWOFF2", linkerSettings: [.linkedLibrary("woff2enc")]),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(name: "CFileSystem"),

        // MARK: Pipeline stages

        .target(name: "Guards"),
        .target(name: "Diagnostics"),
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "Guards"]),
        .target(
            name: "SwiftCode",
            dependencies: ["Diagnostics"] + syntax("SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftDiagnostics", "SwiftParserDiagnostics")
        ),
        .target(name: "DesignModel", dependencies: ["Diagnostics", "Guards"]),
        // Names, scopes, types and overloads of a guide's Swift, resolved before it runs.
        .target(
            name: "SwiftSemantics",
            dependencies: ["Diagnostics", "SwiftCode", "Guards"] + syntax("SwiftSyntax")
        ),
        .target(
            name: "Interpreter",
            dependencies: ["Diagnostics", "DesignModel", "SwiftCode", "SwiftSemantics", "Guards"] + syntax("SwiftSyntax", "SwiftParser")
        ),
        .target(name: "TextShaping", dependencies: ["DesignModel", "CHarfBuzz", "Guards"]),
        .target(name: "Symbols", dependencies: ["DesignModel", "TextShaping", "CHarfBuzz"]),
        .target(name: "WebFonts", dependencies: ["TextShaping", "CHarfBuzz", "CHarfBuzzSubset", "CWOFF2"]),
        .target(name: "Layout", dependencies: ["DesignModel", "TextShaping", "Symbols", "Guards"]),
        .target(name: "HTML"),
        .target(name: "Rendering", dependencies: ["DesignModel", "Layout", "TextShaping", "HTML", "Guards"]),
        .target(
            name: "Site",
            dependencies: ["Diagnostics", "Markdown", "SwiftCode", "SwiftSemantics", "DesignModel", "Interpreter", "TextShaping", "Layout", "Rendering", "Symbols", "HTML",
                           "CFileSystem", "Guards", "WebFonts"] + syntax("SwiftSyntax")
        ),
        .executableTarget(name: "sitegen", dependencies: ["Site", "LiveSite"]),
        // libFuzzer target when built by scripts/fuzz (SITEGEN_FUZZ), a replayer otherwise.
        .executableTarget(name: "sitegen-fuzz", dependencies: ["Site"]),

        // MARK: Design review in the browser

        .target(name: "Server", dependencies: ["CMicroHTTPD", "HTML"]),
        .target(name: "Watching"),
        .target(name: "LiveSite", dependencies: ["Site", "Server", "Watching", "Diagnostics"]),

        // MARK: Test support

        .target(name: "SnapshotTesting", path: "Tests/SnapshotTesting"),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "SnapshotTesting", "Guards"], exclude: ["Fixtures", "__Snapshots__"]),
        // SwiftIDEUtils' classification is the reference the highlighter is tested against.
        .testTarget(name: "SwiftCodeTests", dependencies: ["SwiftCode"] + syntax("SwiftSyntax", "SwiftParser", "SwiftIDEUtils")),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "DesignModelTests", dependencies: ["DesignModel", "TextShaping", "Guards"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "DesignModel", "TextShaping", "Symbols", "Guards"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Layout", "DesignModel", "TextShaping", "HTML", "SnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(
            name: "InterpreterTests",
            dependencies: ["Interpreter", "SwiftSemantics", "DesignModel", "SwiftCode", "Markdown", "SnapshotTesting", "Guards"],
            exclude: ["__Snapshots__"]
        ),
        // The interpreter against the Swift compiler: ../shared/language's probes and our own
        // programs (Programs/), whose outputs `scripts/conformance --record` took from swiftc.
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["Interpreter", "SwiftSemantics", "DesignModel", "SwiftCode", "Markdown", "Guards"],
            exclude: ["Programs", "Shim", "known-failures.txt"]
        ),
        .testTarget(name: "SnapshotTestingTests", dependencies: ["SnapshotTesting"]),
        .testTarget(name: "SwiftSemanticsTests", dependencies: ["SwiftSemantics", "SwiftCode"] + syntax("SwiftSyntax")),
        .testTarget(name: "ServerTests", dependencies: ["Server"]),
        .testTarget(name: "WebFontsTests", dependencies: ["WebFonts", "TextShaping", "CHarfBuzz"]),
        .testTarget(name: "WatchingTests", dependencies: ["Watching", "LiveSite", "Site", "Diagnostics"]),
        .testTarget(name: "BrowserTests", dependencies: ["Site", "LiveSite", "Server"]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "DesignModel"]),
        .testTarget(
            name: "SiteTests",
            dependencies: ["Site", "DesignModel", "Interpreter", "SwiftSemantics", "SwiftCode", "TextShaping", "Symbols", "SnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
        // Runs the built `sitegen` on hostile guides (Fixtures/); links nothing of ours.
        .testTarget(name: "HostileInputTests", exclude: ["Fixtures"]),
    ]
)
