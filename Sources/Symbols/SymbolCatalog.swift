import DesignModel
import Foundation
import TextShaping

/// SF Symbols' nine weights. The icon set has four line weights, so
/// neighbours share one (see `iconWeight`); filled shapes have a single weight.
public enum SymbolWeight: Int, Sendable, Hashable, CaseIterable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900

    /// SwiftUI's `Font.Weight` names (`.semibold`); nil for anything else.
    public init?(name: String) {
        guard let weight = Self.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else { return nil }
        self = weight
    }

    /// Phosphor's line weight nearest in stroke width: thin 8, light 12,
    /// regular 16, bold 24 units of 256. SF's regular stroke is about 1/14
    /// of the glyph box, between Phosphor's regular and bold; semibold and up
    /// are drawn bold. Nothing is heavier than bold, so heavy and black look bold.
    public var iconWeight: String {
        switch self {
        case .ultraLight, .thin: return "thin"
        case .light: return "light"
        case .regular, .medium: return "regular"
        case .semibold, .bold, .heavy, .black: return "bold"
        }
    }

    /// The next line weight up: glyphs drawn small inside a shape get it, so
    /// their strokes stay close to the shape's (SF keeps them equal).
    var heavier: SymbolWeight {
        switch self {
        case .ultraLight, .thin: return .light
        case .light: return .regular
        default: return .bold
        }
    }

    public static func < (lhs: SymbolWeight, rhs: SymbolWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where the stand-in icons come from, for credits and licence files.
public struct SymbolSource: Sendable, Hashable {
    public var name = "Phosphor Icons"
    /// The set's release ("2.1.0"), read from the installed package.
    public var version: String
    public var license = "MIT"
    public var copyright = "Copyright (c) Phosphor Icons"
    public var url = "https://phosphoricons.com"
    /// How it is installed (scripts/install-deps).
    public var package = "py-phosphor-icons 0.1.1 (PyPI)"

    /// Phosphor's licence, to publish beside pictures that draw its icons.
    public static let licenseText = """
        MIT License

        Copyright (c) Phosphor Icons

        Permission is hereby granted, free of charge, to any person obtaining a copy
        of this software and associated documentation files (the "Software"), to deal
        in the Software without restriction, including without limitation the rights
        to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
        copies of the Software, and to permit persons to whom the Software is
        furnished to do so, subject to the following conditions:

        The above copyright notice and this permission notice shall be included in all
        copies or substantial portions of the Software.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
        OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
        SOFTWARE.

        """
}

/// One part of a glyph for SwiftUI's hierarchical and palette rendering:
/// the glyph itself is primary; the shape around it (`.circle`) secondary.
public struct SymbolLayer: Sendable, Hashable {
    public enum Level: Sendable, Hashable {
        /// The foreground style's first colour, full opacity.
        case primary
        /// The second palette colour; hierarchical rendering draws it at reduced opacity.
        case secondary
    }

    public var path: PathData
    public var level: Level
}

/// A stand-in for one SF Symbol, ready to draw.
///
/// Coordinates are a unit em box: (0, 0) top left, (1, 1) bottom right,
/// y down; scale by the symbol's box side to place it. Phosphor draws on a
/// 256-unit grid with 16 units' margin, so ink spans about 0.06...0.94.
public struct SymbolGlyph: Sendable, Hashable {
    public var sfName: String
    /// What stands in: "heart-fill", "plus in circle-fill" (`SymbolRecipe.description`).
    public var iconName: String
    public var recipe: SymbolRecipe
    /// Whether the stand-in is a filled shape (SF's `.fill` forms).
    public var isFilled: Bool
    /// The weight asked for; lines are drawn in `weight.iconWeight`.
    public var weight: SymbolWeight
    /// Monochrome rendering: one path, filled with the nonzero rule (cut-outs
    /// run the other way round).
    public var path: PathData
    /// Hierarchical and palette rendering: drawn in order, secondary first.
    /// A filled shape's secondary layer keeps its cut-out, so the primary
    /// glyph shows through it in its own colour.
    public var layers: [SymbolLayer]
    /// The ink's bounding box within the em box.
    public var bounds: Rect
    /// Horizontal advance in em: the icons are square.
    public var advance: Double
    public var source: SymbolSource
}

/// The installed icon set and the SF Symbol mapping over it.
///
/// Reads Phosphor's SVG files (installed by scripts/install-deps) on first
/// use of each icon and keeps them; safe to share across threads.
public struct SymbolCatalog: Sendable {
    /// The PyPI package that must be installed (by scripts/install-deps).
    public static let packages = ["py-phosphor-icons"]
    /// Where scripts/install-deps puts it.
    public static let installFolder = "/usr/local/share/sitegen/py-phosphor-icons"

    /// The catalog of this machine, loaded once per process.
    public static let standard = SymbolCatalog()

    /// The folder of Phosphor's flat SVGs (`.../svgs/flat`), nil when not installed.
    public let folder: String?
    public let source: SymbolSource
    public let resolver: SymbolResolver
    /// Packages not found: symbols fall back to the caller's placeholder.
    public var missingPackages: [String] { folder == nil ? Self.packages : [] }

    private let store: IconStore

    /// `roots` are folders that may hold the `py_phosphor_icons` package:
    /// install-deps' folder first, then Python's usual package folders.
    public init(roots: [String]? = nil, fonts: FontCatalog = FontCatalog()) {
        let installed = Self.installed(roots: roots)
        folder = installed.folder
        source = installed.source
        let names = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: "\($0)/regular") } ?? []
        resolver = SymbolResolver(icons: Set(names.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }))
        store = IconStore(folder: folder, fonts: fonts)
    }

    /// Where the icon set is installed and which release it is, without
    /// reading the icons: what a build's cache key needs to know of it.
    public static func installed(roots: [String]? = nil) -> (folder: String?, source: SymbolSource) {
        let roots = roots ?? defaultRoots()
        let package = roots.map { "\($0)/py_phosphor_icons" }.first { FileManager.default.fileExists(atPath: "\($0)/svgs/flat/regular/heart.svg") }
        let version = package.flatMap { try? String(contentsOfFile: "\($0)/phosphor_version.txt", encoding: .utf8) }
        return (package.map { "\($0)/svgs/flat" },
                SymbolSource(version: (version ?? "").trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "v", with: "")))
    }

    static func defaultRoots() -> [String] {
        var roots = [installFolder]
        for lib in ["/usr/local/lib", "/usr/lib"] {
            let versions = ((try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? []).filter { $0.hasPrefix("python3") }.sorted()
            for version in versions { roots += ["\(lib)/\(version)/dist-packages", "\(lib)/\(version)/site-packages"] }
        }
        return roots + ["/usr/lib/python3/dist-packages"]
    }

    /// What stands in for an SF Symbol name, without drawing it.
    public func mapping(for sfName: String) -> SymbolMapping? {
        resolver.resolve(sfName)
    }

    /// The stand-in glyph for an SF Symbol name; nil when the name maps to
    /// nothing or the icon set is not installed.
    /// `layered`: built from parts where it can be, for rendering modes
    /// that colour a symbol's layers apart (see `SymbolResolver.resolve`).
    public func glyph(for sfName: String, weight: SymbolWeight = .regular, layered: Bool = false) -> SymbolGlyph? {
        guard folder != nil, let mapping = resolver.resolve(sfName, layered: layered) else { return nil }
        return store.glyph(for: mapping, weight: weight, source: source)
    }
}

/// Loaded icon outlines and built glyphs, behind a lock.
final class IconStore: @unchecked Sendable {
    let folder: String?
    let fonts: FontCatalog
    private var outlines: [String: PathData?] = [:]
    private var glyphs: [GlyphKey: SymbolGlyph?] = [:]
    private var textOutliners: [Int: TextOutliner?] = [:]
    private let lock = NSLock()

    private struct GlyphKey: Hashable {
        var recipe: SymbolRecipe
        var weight: SymbolWeight
    }

    init(folder: String?, fonts: FontCatalog) {
        self.folder = folder
        self.fonts = fonts
    }

    func glyph(for mapping: SymbolMapping, weight: SymbolWeight, source: SymbolSource) -> SymbolGlyph? {
        let key = GlyphKey(recipe: mapping.recipe, weight: weight)
        lock.lock()
        defer { lock.unlock() }
        // Names that share a recipe (`xmark.circle`, `multiply.circle`) share the drawing.
        if let cached = glyphs[key] { return cached.map { var named = $0; named.sfName = mapping.sfName; return named } }
        var glyph: SymbolGlyph?
        if let drawing = SymbolComposer(store: self, weight: weight).draw(mapping.recipe), let bounds = drawing.path.bounds {
            glyph = SymbolGlyph(sfName: mapping.sfName, iconName: mapping.iconName, recipe: mapping.recipe, isFilled: mapping.isFilled,
                                weight: weight, path: drawing.path, layers: drawing.layers, bounds: bounds, advance: 1, source: source)
        }
        glyphs[key] = glyph
        return glyph
    }

    /// One icon's outline in the unit box (lock held by the caller).
    func outline(_ name: String, weight: String) -> PathData? {
        let key = "\(weight)/\(name)"
        if let cached = outlines[key] { return cached }
        var path: PathData?
        if let folder {
            let file = weight == "regular" ? "\(folder)/regular/\(name).svg" : "\(folder)/\(weight)/\(name)-\(weight).svg"
            if let svg = try? String(contentsOfFile: file, encoding: .utf8) {
                path = Self.paths(inSVG: svg).map { $0.transformed(.scale(1.0 / 256, 1.0 / 256)) }
            }
        }
        outlines[key] = path
        return path
    }

    /// Letters and digits in Inter, unscaled (lock held by the caller). SF's
    /// letter symbols are set about two steps bolder than the symbol weight.
    func text(_ string: String, weight: SymbolWeight) -> PathData? {
        let fontWeight = min(weight.rawValue + 200, 900)
        if textOutliners[fontWeight] == nil {
            let face = fonts.face(family: "Inter", weight: fontWeight, italic: false)
            textOutliners[fontWeight] = .some(face.flatMap { TextOutliner(path: $0.path) })
        }
        return textOutliners[fontWeight]??.outline(of: string)
    }

    /// The `d` of every full-opacity `<path>` of a Phosphor SVG, joined (the
    /// flat files hold one path; duotone's extra paths are translucent).
    static func paths(inSVG svg: String) -> PathData? {
        // Phosphor's files are ASCII, where bytes are characters: read them
        // as bytes (every icon a page or picture draws is read once per
        // process, and the string searches were most of loading one).
        guard svg.utf8.allSatisfy({ $0 < 0x80 }) else { return paths(inText: svg) }
        let bytes = Array(svg.utf8)
        func find(_ needle: String, in range: Range<Int>) -> Int? {
            let needle = Array(needle.utf8)
            guard range.count >= needle.count else { return nil }
            return (range.lowerBound...(range.upperBound - needle.count)).first { start in
                bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
            }
        }
        var result = PathData()
        // Each "<path" starts an element that runs to the next one.
        var elementStart = find("<path", in: 0..<bytes.count).map { $0 + 5 }
        while let start = elementStart {
            let next = find("<path", in: start..<bytes.count)
            elementStart = next.map { $0 + 5 }
            let element = start..<(next ?? bytes.count)
            guard let tagEnd = bytes[element].firstIndex(of: UInt8(ascii: ">")) else { continue }
            let tag = start..<tagEnd
            if find("opacity=", in: tag) != nil { continue }
            guard let d = find("d=\"", in: tag).map({ $0 + 3 }),
                  let end = bytes[d..<tagEnd].firstIndex(of: UInt8(ascii: "\"")) else { continue }
            guard let path = try? SVGPathParser.parse(String(decoding: bytes[d..<end], as: UTF8.self)) else { return nil }
            result = result + path
        }
        return result.elements.isEmpty ? nil : result
    }

    /// The same, read by characters, for a file that is not ASCII.
    static func paths(inText svg: String) -> PathData? {
        var result = PathData()
        for element in svg.components(separatedBy: "<path").dropFirst() {
            guard let tagEnd = element.firstIndex(of: ">") else { continue }
            let tag = element[..<tagEnd]
            if tag.contains("opacity=") { continue }
            guard let start = tag.range(of: "d=\"")?.upperBound, let end = tag[start...].firstIndex(of: "\"") else { continue }
            guard let path = try? SVGPathParser.parse(String(tag[start..<end])) else { return nil }
            result = result + path
        }
        return result.elements.isEmpty ? nil : result
    }
}
