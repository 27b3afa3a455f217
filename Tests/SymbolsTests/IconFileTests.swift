import DesignModel
import Foundation
import Testing
@testable import Symbols

/// Icon files are read as bytes when they are ASCII; the outlines must be
/// the ones reading them as characters gives.
@Suite struct IconFileTests {
    @Test func bytesAndCharactersReadTheSameOutlines() throws {
        let folder = try #require(SymbolCatalog.standard.folder, "py-phosphor-icons is installed (scripts/install-deps)")
        var files: [String] = []
        for weight in ["regular", "bold", "fill", "light", "thin", "duotone"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(weight)")) ?? []
            files += names.filter { $0.hasSuffix(".svg") }.sorted().map { "\(folder)/\(weight)/\($0)" }
        }
        try #require(files.count > 5000)
        for file in files {
            let svg = try String(contentsOfFile: file, encoding: .utf8)
            #expect(IconStore.paths(inSVG: svg) == IconStore.paths(inText: svg), "\(file)")
        }
    }

    @Test func oddFilesToo() {
        let samples = [
            "", "<svg/>", "<path", "<path d=\"M0 0L1 1\"", "<path d=\"M0 0L1 1\">", "<path opacity=\"0.2\" d=\"M0 0L1 1\"/><path d=\"M2 2L3 3\"/>",
            "<path d='M0 0'/>", "<path d=\"M0 0L1 1/>", "<pathd=\"M0 0L1 1\"/>", "<path d=\"bad\"/>", "<path d=\"M0 0L1 1\"/><path/><path d=\"M5 5h1\"/>",
            "<svg><path fill=\"x\" d=\"M0 0h10v10z\"></path><path d=\"M1 1h2\" opacity=\".5\"/></svg>", "<path d=\"\"/>",
        ]
        for svg in samples {
            #expect(IconStore.paths(inSVG: svg) == IconStore.paths(inText: svg), "\(svg)")
        }
    }
}
