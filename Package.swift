// swift-tools-version:6.0
//
// sitegen: SwiftUI design guides (markdown) in, a static style guide out.
// One target per pipeline stage; see ARCHITECTURE.md for how data flows.

import Foundation
import PackageDescription

/// The toolchain's host libraries (SwiftParser, SwiftSyntax; SwiftIDEUtils for tests).
///
/// They ship with every Swift toolchain under `usr/lib/swift/host`, so nothing
/// has to be fetched. We locate the toolchain that is evaluating this manifest:
/// the manifest links `libPackageDescription.so` from that toolchain, and
/// `/proc/self/maps` tells us where it was loaded from. If that fails (another
/// OS), we fall back to the first `swift` on `PATH`.
func toolchainHostLibraries() -> String {
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
       let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
       let start = line.firstIndex(of: "/") {
        // .../usr/lib/swift/pm/ManifestAPI/libPackageDescription.so -> .../usr/lib/swift/host
        let library = URL(fileURLWithPath: String(line[start...]))
        let swiftLib = library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return swiftLib.appendingPathComponent("host").path
    }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
            let usr = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            return usr.appendingPathComponent("lib/swift/host").path
        }
    }
    return "/usr/lib/swift/host"
}

let hostLibraries = toolchainHostLibraries()
let swiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags([
        "-L", hostLibraries,
        "-lSwiftSyntax", "-lSwiftParser", "-lSwiftOperators",
        "-lSwiftParserDiagnostics", "-lSwiftDiagnostics", "-lSwiftBasicFormat",
        "-Xlinker", "-rpath", "-Xlinker", hostLibraries,
    ]),
]

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
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
            dependencies: ["Diagnostics"],
            swiftSettings: swiftSyntaxSettings,
            linkerSettings: swiftSyntaxLinking
        ),
        .target(name: "DesignModel", dependencies: ["Diagnostics", "Guards"]),
        // Names, scopes, types and overloads of a guide's Swift, resolved before it runs.
        .target(
            name: "SwiftSemantics",
            dependencies: ["Diagnostics", "SwiftCode", "Guards"],
            swiftSettings: swiftSyntaxSettings
        ),
        .target(
            name: "Interpreter",
            dependencies: ["Diagnostics", "DesignModel", "SwiftCode", "SwiftSemantics", "Guards"],
            swiftSettings: swiftSyntaxSettings
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
                           "CFileSystem", "Guards", "WebFonts"],
            swiftSettings: swiftSyntaxSettings
        ),
        .executableTarget(name: "sitegen", dependencies: ["Site", "LiveSite"], swiftSettings: swiftSyntaxSettings),
        // libFuzzer target when built by scripts/fuzz (SITEGEN_FUZZ), a replayer otherwise.
        .executableTarget(name: "sitegen-fuzz", dependencies: ["Site"], swiftSettings: swiftSyntaxSettings),

        // MARK: Design review in the browser

        .target(name: "Server", dependencies: ["CMicroHTTPD", "HTML"]),
        .target(name: "Watching"),
        .target(name: "LiveSite", dependencies: ["Site", "Server", "Watching", "Diagnostics"], swiftSettings: swiftSyntaxSettings),

        // MARK: Test support

        .target(name: "SnapshotTesting", path: "Tests/SnapshotTesting"),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "SnapshotTesting", "Guards"], exclude: ["Fixtures", "__Snapshots__"]),
        // SwiftIDEUtils' classification is the reference the highlighter is tested against.
        .testTarget(name: "SwiftCodeTests", dependencies: ["SwiftCode"], swiftSettings: swiftSyntaxSettings,
                    linkerSettings: [.unsafeFlags(["-L", hostLibraries, "-lSwiftIDEUtils"])]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "DesignModelTests", dependencies: ["DesignModel", "TextShaping", "Guards"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "DesignModel", "TextShaping", "Symbols", "Guards"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Layout", "DesignModel", "TextShaping", "HTML", "SnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(
            name: "InterpreterTests",
            dependencies: ["Interpreter", "SwiftSemantics", "DesignModel", "SwiftCode", "Markdown", "SnapshotTesting", "Guards"],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSyntaxSettings
        ),
        // The interpreter against the Swift compiler: ../shared/language's probes and our own
        // programs (Programs/), whose outputs `scripts/conformance --record` took from swiftc.
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["Interpreter", "SwiftSemantics", "DesignModel", "SwiftCode", "Markdown", "Guards"],
            exclude: ["Programs", "Shim", "known-failures.txt"],
            swiftSettings: swiftSyntaxSettings
        ),
        .testTarget(name: "SnapshotTestingTests", dependencies: ["SnapshotTesting"]),
        .testTarget(name: "SwiftSemanticsTests", dependencies: ["SwiftSemantics", "SwiftCode"], swiftSettings: swiftSyntaxSettings),
        .testTarget(name: "ServerTests", dependencies: ["Server"]),
        .testTarget(name: "WebFontsTests", dependencies: ["WebFonts", "TextShaping", "CHarfBuzz"]),
        .testTarget(name: "WatchingTests", dependencies: ["Watching", "LiveSite", "Site", "Diagnostics"], swiftSettings: swiftSyntaxSettings),
        .testTarget(name: "BrowserTests", dependencies: ["Site", "LiveSite", "Server"], swiftSettings: swiftSyntaxSettings),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "DesignModel"]),
        .testTarget(
            name: "SiteTests",
            dependencies: ["Site", "DesignModel", "Interpreter", "SwiftSemantics", "SwiftCode", "TextShaping", "Symbols", "SnapshotTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSyntaxSettings
        ),
        // Runs the built `sitegen` on hostile guides (Fixtures/); links nothing of ours.
        .testTarget(name: "HostileInputTests", exclude: ["Fixtures"]),
    ]
)
