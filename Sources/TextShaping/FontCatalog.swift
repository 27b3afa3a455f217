import DesignModel
import Foundation

/// One font file we ship and draw with.
public struct FontFace: Hashable, Sendable {
    /// The CSS family name pages and SVGs use ("Inter").
    public var family: String
    public var weight: Int
    public var italic: Bool
    /// The font file's name ("Inter-Bold.otf").
    public var fileName: String
    /// Where the file is read from at build time.
    public var path: String

    /// The name it is published under in `public/assets/fonts/`: subset and
    /// compressed as WOFF2 (the WebFonts module), "Inter-Bold.woff2".
    public var webFileName: String {
        let base = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        return base + ".woff2"
    }

    /// "Inter ExtraBold", "JetBrains Mono Italic".
    public var displayName: String {
        let weightName = FontSpec.weightName(weight)
        let style = italic ? (weightName == "Regular" ? "Italic" : "\(weightName) Italic") : weightName
        return "\(family) \(style)"
    }
}

/// The open fonts that stand in for the fonts guides ask for: Inter for
/// sans-serif (SF Pro, DIN, DM Sans...), JetBrains Mono for monospaced,
/// Liberation Serif for serif designs. All come from Debian packages
/// (fonts-inter, fonts-jetbrains-mono, fonts-liberation2) and ship with the
/// site under their licences (SIL OFL 1.1).
public struct FontCatalog: Sendable {
    public struct Family: Sendable {
        public var name: String
        public var package: String
        public var folder: String
        public var licenseFile: String
        /// (weight, italic, file name)
        public var files: [(Int, Bool, String)]
    }

    public static let families: [Family] = [
        Family(
            name: "Inter", package: "fonts-inter", folder: "/usr/share/fonts/opentype/inter",
            licenseFile: "/usr/share/doc/fonts-inter/copyright",
            files: [
                (100, false, "Inter-Thin.otf"), (200, false, "Inter-ExtraLight.otf"), (300, false, "Inter-Light.otf"),
                (400, false, "Inter-Regular.otf"), (500, false, "Inter-Medium.otf"), (600, false, "Inter-SemiBold.otf"),
                (700, false, "Inter-Bold.otf"), (800, false, "Inter-ExtraBold.otf"), (900, false, "Inter-Black.otf"),
                (400, true, "Inter-Italic.otf"), (700, true, "Inter-BoldItalic.otf"),
            ]
        ),
        Family(
            name: "JetBrains Mono", package: "fonts-jetbrains-mono", folder: "/usr/share/fonts/truetype/jetbrains-mono",
            licenseFile: "/usr/share/doc/fonts-jetbrains-mono/copyright",
            files: [
                (100, false, "JetBrainsMono-Thin.ttf"), (200, false, "JetBrainsMono-ExtraLight.ttf"), (300, false, "JetBrainsMono-Light.ttf"),
                (400, false, "JetBrainsMono-Regular.ttf"), (500, false, "JetBrainsMono-Medium.ttf"), (600, false, "JetBrainsMono-SemiBold.ttf"),
                (700, false, "JetBrainsMono-Bold.ttf"), (800, false, "JetBrainsMono-ExtraBold.ttf"), (400, true, "JetBrainsMono-Italic.ttf"),
            ]
        ),
        Family(
            name: "Liberation Serif", package: "fonts-liberation2", folder: "/usr/share/fonts/truetype/liberation2",
            licenseFile: "/usr/share/doc/fonts-liberation2/copyright",
            files: [
                (400, false, "LiberationSerif-Regular.ttf"), (700, false, "LiberationSerif-Bold.ttf"),
                (400, true, "LiberationSerif-Italic.ttf"), (700, true, "LiberationSerif-BoldItalic.ttf"),
            ]
        ),
    ]

    /// `families`' names in lower case, in order: every text run layout
    /// draws compares its family with them.
    private static let lowercasedFamilyNames = families.map { $0.name.lowercased() }

    /// The Debian packages the catalog's files come from.
    public static var packages: [String] { families.map(\.package) }

    /// The faces whose files exist on this machine.
    public let faces: [FontFace]
    /// Families (by name) with no file found: pages fall back to system fonts.
    public let missingFamilies: [String]

    public init(fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        var faces: [FontFace] = []
        var missing: [String] = []
        for family in Self.families {
            let found = family.files.compactMap { weight, italic, file -> FontFace? in
                let path = "\(family.folder)/\(file)"
                return fileExists(path) ? FontFace(family: family.name, weight: weight, italic: italic, fileName: file, path: path) : nil
            }
            if found.isEmpty { missing.append(family.name) }
            faces += found
        }
        self.faces = faces
        self.missingFamilies = missing
    }

    /// The family that draws a spec: the guide's own family when we ship it
    /// (Inter, JetBrains Mono), else the stand-in for its design.
    public static func standInFamily(for spec: FontSpec) -> String {
        let requested = spec.familyName.lowercased()
        if let exact = lowercasedFamilyNames.firstIndex(of: requested) { return families[exact].name }
        switch spec.design {
        case .monospaced: return "JetBrains Mono"
        case .serif: return "Liberation Serif"
        case .default, .rounded: return "Inter"
        }
    }

    /// Whether the guide's own family is the one drawn (not a stand-in).
    public static func isExactFamily(_ spec: FontSpec) -> Bool {
        standInFamily(for: spec).lowercased() == spec.familyName.lowercased()
    }

    /// The face a browser would pick for the spec, by CSS font matching:
    /// for weights above 500 prefer heavier then lighter, below 400 lighter
    /// then heavier; italic when the family has it.
    public func face(for spec: FontSpec) -> FontFace? {
        face(family: Self.standInFamily(for: spec), weight: spec.weight, italic: spec.italic)
    }

    /// The face of one of our families closest to a weight and style.
    public func face(family: String, weight: Int, italic: Bool) -> FontFace? {
        let candidates = faces.filter { $0.family == family }
        let styled = candidates.filter { $0.italic == italic }
        return Self.nearest(weight: weight, in: styled.isEmpty ? candidates : styled)
    }

    static func nearest(weight: Int, in faces: [FontFace]) -> FontFace? {
        if let exact = faces.first(where: { $0.weight == weight }) { return exact }
        let heavier = faces.filter { $0.weight > weight }.sorted { $0.weight < $1.weight }
        let lighter = faces.filter { $0.weight < weight }.sorted { $0.weight > $1.weight }
        if weight > 500 { return heavier.first ?? lighter.first }
        if weight < 400 { return lighter.first ?? heavier.first }
        // 400...500: try up to 500, then lighter, then heavier.
        if let upTo500 = heavier.first(where: { $0.weight <= 500 }) { return upTo500 }
        return lighter.first ?? heavier.first
    }

    /// `@font-face` rules for every face, with URLs relative to `assets/`.
    public func fontFaceCSS() -> String {
        var css = "/* Open fonts shipped with this site, subset to the characters it uses; see fonts/LICENSE-*.txt. Generated by sitegen. */\n"
        for face in faces {
            css += """
                @font-face { font-family: "\(face.family)"; src: url("fonts/\(face.webFileName)") format("woff2"); \
                font-weight: \(face.weight); font-style: \(face.italic ? "italic" : "normal"); font-display: swap; }

                """
        }
        return css
    }
}
