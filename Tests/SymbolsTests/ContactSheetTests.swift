import DesignModel
import Foundation
import Testing
@testable import Symbols

/// Every SF Symbol the guides use, drawn at 17 pt with its name and the icon
/// standing in, for a person to check that each stand-in means the same
/// thing. Written to .build/symbols/: contact-sheet.svg (all) and
/// contact-sheet-<n>.svg pages, each with a PNG when rsvg-convert is there.
enum ContactSheet {
    static let columns = 8, rowsPerPage = 12
    static let cell = (width: 120.0, height: 64.0)
    /// A symbol at 17 pt occupies a 20.5-pt box (layout's glyph box: 1.2 × size).
    static let glyphSide = 20.5

    static func svg(names: [(name: String, count: Int)], catalog: SymbolCatalog, title: String) -> String {
        let rows = (names.count + columns - 1) / columns
        let width = Double(columns) * cell.width, height = 40 + Double(rows) * cell.height
        var body = ""
        for (index, entry) in names.enumerated() {
            let x = Double(index % columns) * cell.width, y = 40 + Double(index / columns) * cell.height
            let glyphX = x + (cell.width - glyphSide) / 2, glyphY = y + 8
            if let glyph = catalog.glyph(for: entry.name) {
                body += "<path transform=\"translate(\(n(glyphX)) \(n(glyphY))) scale(\(n(glyphSide)))\" d=\"\(pathData(glyph.path))\" fill=\"#1c1c1e\"/>\n"
                body += label(x: x, y: y, first: entry.name, second: "\(glyph.iconName) · \(entry.count)", colour: "#1c1c1e")
            } else {
                body += "<rect x=\"\(n(glyphX))\" y=\"\(n(glyphY))\" width=\"\(n(glyphSide))\" height=\"\(n(glyphSide))\" fill=\"none\" stroke=\"#d70015\" stroke-dasharray=\"3 2\"/>\n"
                body += label(x: x, y: y, first: entry.name, second: "unmapped · \(entry.count)", colour: "#d70015")
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="8" y="24" font-family="Inter" font-size="13" font-weight="600" fill="#1c1c1e">\(escape(title))</text>
            \(body)</svg>

            """
    }

    /// A few symbols (rows) at each of SF's nine weights (columns).
    static func weights(names: [String], catalog: SymbolCatalog) -> String {
        let weights = SymbolWeight.allCases
        let width = 150 + Double(weights.count) * 60, height = 40 + Double(names.count) * 44
        var body = ""
        for (column, weight) in weights.enumerated() {
            body += "<text x=\"\(n(150 + Double(column) * 60 + 30))\" y=\"30\" text-anchor=\"middle\" font-family=\"Inter\" font-size=\"8\" fill=\"#8e8e93\">\(weight)</text>\n"
        }
        for (row, name) in names.enumerated() {
            let y = 40 + Double(row) * 44
            body += "<text x=\"8\" y=\"\(n(y + 22))\" font-family=\"Inter\" font-size=\"9\" fill=\"#1c1c1e\">\(escape(name))</text>\n"
            for (column, weight) in weights.enumerated() {
                guard let glyph = catalog.glyph(for: name, weight: weight) else { continue }
                let x = 150 + Double(column) * 60 + 30 - glyphSide / 2
                body += "<path transform=\"translate(\(n(x)) \(n(y + 6))) scale(\(n(glyphSide)))\" d=\"\(pathData(glyph.path))\" fill=\"#1c1c1e\"/>\n"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(body)</svg>

            """
    }

    static func label(x: Double, y: Double, first: String, second: String, colour: String) -> String {
        let centre = n(x + cell.width / 2)
        return """
            <text x="\(centre)" y="\(n(y + 42))" text-anchor="middle" font-family="Inter" font-size="7.5" fill="\(colour)">\(escape(first))</text>
            <text x="\(centre)" y="\(n(y + 52))" text-anchor="middle" font-family="Inter" font-size="6.5" fill="#8e8e93">\(escape(second))</text>

            """
    }

    static func pathData(_ path: PathData) -> String {
        path.elements.map { element -> String in
            switch element {
            case .move(let p): return "M\(n(p.x)) \(n(p.y))"
            case .line(let p): return "L\(n(p.x)) \(n(p.y))"
            case .quadCurve(let p, let c): return "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case .curve(let p, let c1, let c2): return "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .arc(let p, let r, let large, let clockwise): return "A\(n(r)) \(n(r)) 0 \(large ? 1 : 0) \(clockwise ? 1 : 0) \(n(p.x)) \(n(p.y))"
            case .close: return "Z"
            }
        }.joined()
    }

    static func n(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

@Suite struct ContactSheetTests {
    @Test func contactSheetIsWrittenAndRasterises() throws {
        let names = ranked(SymbolCoverageTests.uses)
        let catalog = SymbolCatalog.standard
        let folder = SymbolPaths.output
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files = ["\(folder)/contact-sheet.svg"]
        try ContactSheet.svg(names: names, catalog: catalog, title: "SF Symbols in the guides → Phosphor \(catalog.source.version), most used first")
            .write(toFile: files[0], atomically: true, encoding: .utf8)
        let perPage = ContactSheet.columns * ContactSheet.rowsPerPage
        for page in stride(from: 0, to: names.count, by: perPage) {
            let number = page / perPage + 1
            let file = "\(folder)/contact-sheet-\(number).svg"
            let slice = Array(names[page..<min(page + perPage, names.count)])
            try ContactSheet.svg(names: slice, catalog: catalog, title: "Page \(number): uses \(slice.first!.count)…\(slice.last!.count)")
                .write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        files.append("\(folder)/weights.svg")
        try ContactSheet.weights(names: ["heart", "heart.fill", "plus", "plus.circle", "plus.circle.fill", "gearshape", "bell.slash",
                                         "eye.slash", "star.leadinghalf.filled", "g.circle", "goforward.15", "bell.badge"], catalog: catalog)
            .write(toFile: files.last!, atomically: true, encoding: .utf8)
        let rsvg = "/usr/bin/rsvg-convert"
        guard FileManager.default.isExecutableFile(atPath: rsvg) else { return }
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: rsvg)
            process.arguments = ["--zoom", file.hasSuffix("contact-sheet.svg") ? "1" : "2", "-o", file.replacingOccurrences(of: ".svg", with: ".png"), file]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "rsvg-convert failed on \(file)")
        }
    }
}
