import DesignModel
import Foundation
import Testing
@testable import Symbols

@Suite struct SVGPathParserTests {
    @Test func absoluteAndRelativeCommands() throws {
        let path = try SVGPathParser.parse("M10,20 l5-5 H30 v10 h-5 V40 L10 40 Z m5,5 z")
        #expect(path.elements == [
            .move(Point(x: 10, y: 20)), .line(Point(x: 15, y: 15)), .line(Point(x: 30, y: 15)), .line(Point(x: 30, y: 25)),
            .line(Point(x: 25, y: 25)), .line(Point(x: 25, y: 40)), .line(Point(x: 10, y: 40)), .close,
            .move(Point(x: 15, y: 25)), .close,
        ])
    }

    @Test func compactNumbersAndImplicitRepeats() throws {
        // "1.5.5" is 1.5 then .5; pairs after a move are lines; exponents.
        let path = try SVGPathParser.parse("M1.5.5 2-3 1e1,1E-1")
        #expect(path.elements == [.move(Point(x: 1.5, y: 0.5)), .line(Point(x: 2, y: -3)), .line(Point(x: 10, y: 0.1))])
    }

    @Test func smoothCurvesReflectTheLastControl() throws {
        let path = try SVGPathParser.parse("M0,0 C0,10 10,10 10,0 S20,-10 20,0 Q25,5 30,0 T40,0")
        #expect(path.elements[2] == .curve(to: Point(x: 20, y: 0), control1: Point(x: 10, y: -10), control2: Point(x: 20, y: -10)))
        #expect(path.elements[4] == .quadCurve(to: Point(x: 40, y: 0), control: Point(x: 35, y: -5)))
    }

    @Test func arcsBecomeCurvesOnTheCircle() throws {
        // A full circle of radius 10 about (20, 20) as two half arcs; compact flags "01".
        let path = try SVGPathParser.parse("M10,20 a10,10 0 1,0 20,0 a10 10 0 10-20 0")
        #expect(path.elements.allSatisfy { if case .arc = $0 { return false } else { return true } })
        let bounds = try #require(path.bounds)
        #expect(abs(bounds.x - 10) < 1e-6 && abs(bounds.y - 10) < 1e-6)
        #expect(abs(bounds.width - 20) < 1e-6 && abs(bounds.height - 20) < 1e-6)
        for point in path.flattened(steps: 16) {
            #expect(abs(hypot(point.x - 20, point.y - 20) - 10) < 0.01)
        }
    }

    @Test func malformedDataThrows() {
        #expect(throws: SVGPathParser.Failure.self) { try SVGPathParser.parse("M10") }
        #expect(throws: SVGPathParser.Failure.self) { try SVGPathParser.parse("10,10") }
        #expect(throws: SVGPathParser.Failure.self) { try SVGPathParser.parse("M0,0 A5,5 0 2 0 10,10") }
    }

    @Test func reversingKeepsTheShapeAndFlipsTheArea() throws {
        let path = try SVGPathParser.parse("M0,0 L10,0 C10,5 10,5 10,10 L0,10 Z")
        #expect(path.reversed.bounds == path.bounds)
        #expect(abs(path.reversed.signedArea + path.signedArea) < 1e-9)
        #expect(path.signedArea > 0)  // clockwise on screen
    }
}

@Suite struct SymbolGlyphTests {
    let catalog = SymbolCatalog.standard

    /// The 50 most used names across seeds, corpus and foreign guides.
    static let top50 = ranked(SymbolCoverageTests.uses).prefix(50).map(\.name)

    @Test(arguments: top50)
    func outlinesAreNonEmptyAndInsideTheEmBox(name: String) throws {
        let glyph = try #require(catalog.glyph(for: name), "\(name) has no glyph")
        #expect(!glyph.path.elements.isEmpty)
        #expect(glyph.path.elements.contains { if case .close = $0 { return true } else { return false } })
        let box = glyph.bounds
        #expect(box.x >= 0 && box.y >= 0 && box.maxX <= 1 && box.maxY <= 1, "\(name): \(box)")
        // Not a speck: every icon spans at least a third of the box one way.
        #expect(max(box.width, box.height) > 0.33, "\(name): \(box)")
        #expect(glyph.advance == 1)
        #expect(glyph.source.name == "Phosphor Icons")
        #expect(glyph.isFilled == name.split(separator: ".").contains("fill"))
    }

    @Test func weightsThickenLines() throws {
        // Ink area grows with weight: thin < light < regular < bold.
        let areas = try [SymbolWeight.thin, .light, .regular, .bold].map { weight in
            abs(try #require(catalog.glyph(for: "heart", weight: weight)).path.signedArea)
        }
        #expect(areas == areas.sorted() && Set(areas).count == 4, "\(areas)")
        #expect(catalog.glyph(for: "heart", weight: .semibold)?.path == catalog.glyph(for: "heart", weight: .bold)?.path)
        #expect(SymbolWeight(name: "semibold") == .semibold)
        // Filled shapes have one weight.
        #expect(catalog.glyph(for: "heart.fill", weight: .thin)?.path == catalog.glyph(for: "heart.fill", weight: .black)?.path)
    }

    @Test func filledTwinsCoverMore() throws {
        let line = try #require(catalog.glyph(for: "heart"))
        let fill = try #require(catalog.glyph(for: "heart.fill"))
        #expect(abs(fill.path.signedArea) > 2 * abs(line.path.signedArea))
        #expect(fill.iconName == "heart-fill" && fill.isFilled)
    }

    @Test func cutOutsRunAgainstTheirShape() throws {
        let glyph = try #require(catalog.glyph(for: "heart.circle.fill"))
        #expect(glyph.iconName == "heart-fill in circle-fill")
        #expect(glyph.layers.map(\.level) == [.secondary, .primary])
        let disc = try #require(catalog.glyph(for: "circle.fill"))
        let heart = glyph.layers[1].path
        // The monochrome path is the disc less the heart: its area is the difference.
        let expected = abs(disc.path.signedArea) - abs(heart.signedArea)
        #expect(abs(abs(glyph.path.signedArea) - expected) < 1e-3)
        // The heart sits inside the disc, centred.
        let box = try #require(heart.bounds)
        #expect(abs(box.midX - 0.5) < 0.01 && abs(box.midY - 0.5) < 0.01)
    }

    @Test func ringsKeepTheGlyphAsPrimary() throws {
        let glyph = try #require(catalog.glyph(for: "heart.circle"))
        #expect(glyph.layers.map(\.level) == [.secondary, .primary])
        #expect(!glyph.isFilled)
    }

    @Test func lettersComeFromTheTextFont() throws {
        let glyph = try #require(catalog.glyph(for: "g.circle.fill"))
        #expect(glyph.iconName == "“G” in circle-fill")
        let letter = try #require(glyph.layers.last?.path.bounds)
        #expect(letter.height > 0.3 && letter.height < 0.5)
        #expect(catalog.glyph(for: "1.circle") != nil)
        #expect(catalog.glyph(for: "goforward.30")?.iconName == "arrow-clockwise + “30”")
    }

    @Test func mirroredGlyphsAreMirrorImages() throws {
        let left = try #require(catalog.glyph(for: "bubble.left"))
        let right = try #require(catalog.glyph(for: "bubble.right"))
        #expect(abs(left.bounds.x - (1 - right.bounds.maxX)) < 1e-9)
        #expect(abs(abs(left.path.signedArea) - abs(right.path.signedArea)) < 1e-9)
    }

    @Test func unmappedNamesAndMissingSetsGiveNil() {
        #expect(catalog.glyph(for: "not.a.symbol") == nil)
        let empty = SymbolCatalog(roots: ["/nonexistent"])
        #expect(empty.missingPackages == SymbolCatalog.packages)
        #expect(empty.glyph(for: "heart") == nil)
    }

    @Test func glyphsAreTheSameFromEveryThread() async {
        let names = Array(Self.top50.prefix(20))
        let reference = names.map { catalog.glyph(for: $0) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { names.map { SymbolCatalog.standard.glyph(for: $0) } == reference }
            }
            for await same in group { #expect(same) }
        }
    }
}
