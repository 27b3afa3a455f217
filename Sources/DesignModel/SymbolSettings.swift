/// How the SF Symbols below a modifier are drawn: `.imageScale(.large)`,
/// `.symbolVariant(.fill)`, `.symbolRenderingMode(.hierarchical)`.
public enum SymbolSetting: Sendable, Hashable {
    case imageScale(ImageScale)
    case variant(SymbolVariants)
    case renderingMode(SymbolRenderingMode)
}

/// `Image.Scale`: a symbol's size relative to the font in effect.
public enum ImageScale: String, Sendable, CaseIterable {
    case small, medium, large

    /// How much bigger or smaller than `.medium` SF Symbols draw.
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// `SymbolRenderingMode`: how a symbol's layers are coloured.
public enum SymbolRenderingMode: String, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}

/// `SymbolVariants`: a shape around the symbol, a slash, and whether it is
/// filled, added to the names of the symbols below (`heart` with
/// `.circle.fill` is `heart.circle.fill`).
public struct SymbolVariants: Sendable, Hashable {
    public enum Enclosure: String, Sendable, CaseIterable {
        case circle, square, rectangle
    }

    public var enclosure: Enclosure?
    public var slash = false
    public var fill = false

    public init(enclosure: Enclosure? = nil, slash: Bool = false, fill: Bool = false) {
        self.enclosure = enclosure
        self.slash = slash
        self.fill = fill
    }

    /// `.none`: the symbols as named.
    public static let none = SymbolVariants()

    /// The variants a dotted list names (`["circle", "fill"]`); nil when a
    /// part is not a variant.
    public init?(parts: [String]) {
        self.init()
        for part in parts {
            switch part {
            case "none": continue
            case "fill": fill = true
            case "slash": slash = true
            default:
                guard let enclosure = Enclosure(rawValue: part) else { return nil }
                self.enclosure = enclosure
            }
        }
    }

    /// These variants added to those around them: shapes replace, fill and
    /// slash accumulate, `.none` clears all.
    public func adding(_ inner: SymbolVariants) -> SymbolVariants {
        guard inner != .none else { return .none }
        return SymbolVariants(enclosure: inner.enclosure ?? enclosure, slash: slash || inner.slash, fill: fill || inner.fill)
    }

    /// The SF Symbol name with these variants, in SF's order
    /// (`name.slash.circle.fill`); parts the name already has are not added twice.
    public func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        let hasFill = parts.last == "fill"
        if hasFill { parts.removeLast() }
        if slash, !parts.contains("slash") { parts.append("slash") }
        if let enclosure, !parts.contains(where: { Enclosure(rawValue: $0) != nil }) { parts.append(enclosure.rawValue) }
        if fill || hasFill { parts.append("fill") }
        return parts.joined(separator: ".")
    }

    public var description: String {
        let parts = [enclosure?.rawValue, slash ? "slash" : nil, fill ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }
}
