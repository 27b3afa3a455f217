/// How one SF Symbol is drawn from the icon set: an icon, or an icon put
/// together with a shape, a slash, a badge or text the way SF Symbols
/// builds its families (`heart` -> `heart.circle.fill`).
public indirect enum SymbolRecipe: Sendable, Hashable, CustomStringConvertible {
    /// One icon of the set; `filled` takes its fill twin instead of the weight asked for.
    case icon(String, filled: Bool)
    /// Letters or digits in the text font (`g.circle`, `17.square`).
    case text(String)
    /// A glyph inside one of the set's shapes (`circle`, `square`, `octagon`...):
    /// in its outline, or cut out of it filled.
    case enclosed(SymbolRecipe, shape: String, filled: Bool)
    /// A glyph struck through, for names the set has no slashed icon for.
    case slashed(SymbolRecipe)
    /// A glyph with a badge at a corner: a dot (`bell.badge`) or a small glyph (`.badge.plus`).
    case badged(SymbolRecipe, badge: SymbolRecipe?)
    /// A glyph with small text inside (`goforward.30`).
    case labelled(SymbolRecipe, text: String)
    /// A glyph mirrored left to right and/or turned clockwise.
    case transformed(SymbolRecipe, mirrored: Bool, degrees: Int)
    /// Glyphs drawn one over the other (`star` and `star-half-fill`).
    case overlay([SymbolRecipe])

    /// Whether what is drawn is a filled shape rather than lines.
    public var isFilled: Bool {
        switch self {
        case .icon(_, let filled), .enclosed(_, _, let filled): return filled
        case .text: return false
        case .overlay(let parts): return parts.allSatisfy(\.isFilled)
        case .slashed(let inner), .badged(let inner, _), .labelled(let inner, _), .transformed(let inner, _, _): return inner.isFilled
        }
    }

    /// "heart-fill", "heart-fill in circle-fill", "bell + dot": what stands in, for people.
    public var description: String {
        switch self {
        case .icon(let name, let filled): return filled ? "\(name)-fill" : name
        case .text(let text): return "“\(text)”"
        case .enclosed(let inner, let shape, let filled): return "\(inner) in \(shape)\(filled ? "-fill" : "")"
        case .slashed(let inner): return "\(inner) + slash"
        case .badged(let inner, let badge): return "\(inner) + \(badge.map { "\($0)" } ?? "dot")"
        case .labelled(let inner, let text): return "\(inner) + “\(text)”"
        case .transformed(let inner, let mirrored, let degrees):
            return [inner.description, mirrored ? "mirrored" : nil, degrees != 0 ? "turned \(degrees)°" : nil].compactMap { $0 }.joined(separator: " ")
        case .overlay(let parts): return parts.map(\.description).joined(separator: " + ")
        }
    }
}

/// An SF Symbol name and what stands in for it.
public struct SymbolMapping: Sendable, Hashable {
    public var sfName: String
    public var recipe: SymbolRecipe
    /// What stands in, for people: "heart-fill", "plus in circle-fill".
    public var iconName: String { recipe.description }
    /// Whether the stand-in is a filled shape (SF's `.fill` forms).
    public var isFilled: Bool { recipe.isFilled }
}

/// Maps SF Symbol names to recipes: the table first, then the rules SF
/// Symbols names its families by. Pure: it only needs the set's icon names.
public struct SymbolResolver: Sendable {
    struct Entry: Sendable, Hashable {
        var icon: String
        var isText = false
        var isLine = false
        var mirrored = false
        var degrees = 0
        var label: String?
    }

    /// A recipe and whether its glyph is lines only (see the table's `line`).
    typealias Resolved = (recipe: SymbolRecipe, isLine: Bool)

    let entries: [String: Entry]
    /// The set's icon names (regular weight; every icon also has a fill twin).
    public let icons: Set<String>

    /// Shapes a glyph can be put inside; SF's `.app` is a rounded square.
    static let enclosures: [String: String] = [
        "circle": "circle", "square": "square", "app": "square", "rectangle": "rectangle", "octagon": "octagon",
        "hexagon": "hexagon", "diamond": "diamond", "shield": "shield", "seal": "seal", "triangle": "triangle",
    ]
    /// SF badge names -> the word the set uses in its names (`user-plus`).
    static let badgeWords = ["plus": "plus", "minus": "minus", "checkmark": "check", "xmark": "x", "exclamationmark": "warning"]
    static let directions = ["up": "up", "down": "down", "left": "left", "right": "right", "forward": "right", "backward": "left"]

    public init(icons: Set<String>, table: String = SymbolResolver.table) {
        self.icons = icons
        self.entries = Self.parse(table)
    }

    /// The table's SF names, in table order.
    public static var tableNames: [String] {
        table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard let first = fields.first, !first.hasPrefix("#") else { return nil }
            return String(first)
        }
    }

    static func parse(_ table: String) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2, !fields[0].hasPrefix("#") else { continue }
            var entry = Entry(icon: fields[1])
            if fields[1].hasPrefix("\""), fields[1].hasSuffix("\""), fields[1].count > 2 {
                entry.icon = String(fields[1].dropFirst().dropLast())
                entry.isText = true
            }
            for option in fields.dropFirst(2) {
                if option == "line" { entry.isLine = true }
                if option == "mirror" { entry.mirrored = true }
                if option.hasPrefix("turn=") { entry.degrees = Int(option.dropFirst(5)) ?? 0 }
                if option.hasPrefix("text=") { entry.label = String(option.dropFirst(5)) }
            }
            entries[fields[0]] = entry
        }
        return entries
    }

    /// What stands in for an SF Symbol name; nil when nothing does (the
    /// caller keeps its marked placeholder and warns).
    /// `layered`: put shapes together from their parts even where the set
    /// has the combination as one icon, so hierarchical and palette
    /// rendering can colour the parts apart.
    public func resolve(_ sfName: String, layered: Bool = false) -> SymbolMapping? {
        let parts = sfName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, !parts.contains(""), parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return nil }
        // `.fill` may sit anywhere (`person.fill.checkmark`); it asks for filled shapes.
        let filled = parts.contains("fill")
        let stem = parts.filter { $0 != "fill" }
        guard let resolved = resolve(stem: stem, filled: filled, layered: layered) else { return nil }
        return SymbolMapping(sfName: sfName, recipe: resolved.recipe)
    }

    func resolve(stem: [String], filled: Bool, layered: Bool = false) -> Resolved? {
        guard let last = stem.last else { return nil }
        let name = stem.joined(separator: ".")
        if let entry = entries[name] { return recipe(for: entry, filled: filled) }
        if let family = family(stem, filled: filled) { return family }
        let rest = Array(stem.dropLast())
        guard !rest.isEmpty else { return sameName(stem, filled: filled) }

        if last == "slash", let inner = resolve(stem: rest, filled: filled) {
            if case .icon(let icon, _) = inner.recipe, let native = variant(of: icon, with: "slash") {
                return (.icon(native, filled: filled && !inner.isLine), inner.isLine)
            }
            return (.slashed(inner.recipe), inner.isLine)
        }
        if let shape = Self.enclosures[last], icons.contains(shape), let inner = resolve(stem: rest, filled: false) {
            // The set's own circled/squared icon (`check-circle`, `arrow-square-up`) is drawn for it.
            if !layered, case .icon(let icon, _) = inner.recipe, let native = variant(of: icon, with: shape) {
                return (.icon(native, filled: filled), false)
            }
            // Cut out of a filled shape, a glyph that has a filled form is cut out filled.
            let glyph = filled && !inner.isLine ? (resolve(stem: rest, filled: true)?.recipe ?? inner.recipe) : inner.recipe
            return (.enclosed(glyph, shape: shape, filled: filled), false)
        }
        if last == "badge", let inner = resolve(stem: rest, filled: filled) {
            return (.badged(inner.recipe, badge: nil), inner.isLine)
        }
        if rest.last == "badge", rest.count >= 2, let inner = resolve(stem: Array(rest.dropLast()), filled: filled) {
            if case .icon(let icon, _) = inner.recipe, let word = Self.badgeWords[last],
               let native = ["\(icon)-\(word)", "\(icon)-circle-\(word)"].first(where: icons.contains) {
                return (.icon(native, filled: filled && !inner.isLine), inner.isLine)
            }
            let badge = resolve(stem: [last, "circle"], filled: true)?.recipe
            return (.badged(inner.recipe, badge: badge), inner.isLine)
        }
        return sameName(stem, filled: filled)
    }

    /// Both sets name things by what they show: where the set has an icon
    /// of the same name (`cloud`, `cloud.rain` as `cloud-rain`), it means
    /// the same thing. Tried last: the table and the family rules come first.
    private func sameName(_ stem: [String], filled: Bool) -> Resolved? {
        let name = stem.joined(separator: "-")
        return icons.contains(name) ? (.icon(name, filled: filled), false) : nil
    }

    private func recipe(for entry: Entry, filled: Bool) -> Resolved? {
        var recipe: SymbolRecipe
        if entry.isText {
            recipe = .text(entry.icon)
        } else {
            var parts: [SymbolRecipe] = []
            for name in entry.icon.split(separator: "+").map(String.init) {
                if icons.contains(name) {
                    parts.append(.icon(name, filled: filled && !entry.isLine))
                } else if name.hasSuffix("-fill"), icons.contains(String(name.dropLast(5))) {
                    parts.append(.icon(String(name.dropLast(5)), filled: true))
                } else {
                    return nil
                }
            }
            recipe = parts.count == 1 ? parts[0] : .overlay(parts)
        }
        if let label = entry.label { recipe = .labelled(recipe, text: label) }
        if entry.mirrored || entry.degrees != 0 { recipe = .transformed(recipe, mirrored: entry.mirrored, degrees: entry.degrees) }
        return (recipe, entry.isLine || entry.isText)
    }

    /// Families SF Symbols names by pattern.
    private func family(_ stem: [String], filled: Bool) -> Resolved? {
        let first = stem[0]
        let rest = Array(stem.dropFirst())
        let icon = { (name: String, line: Bool) -> Resolved? in
            icons.contains(name) ? (.icon(name, filled: filled && !line), line) : nil
        }
        switch first {
        case "chevron" where !rest.isEmpty:
            // chevron.left, chevron.compact.left, chevron.left.2, chevron.up.chevron.down
            let words = rest.filter { $0 != "compact" && $0 != "chevron" }
            if words.count == 2, words[1] == "2", let direction = Self.directions[words[0]] {
                return icon("caret-double-\(direction)", true)
            }
            let directions = words.compactMap { Self.directions[$0] }
            guard directions.count == words.count, !directions.isEmpty else { return nil }
            return icon("caret-" + directions.joined(separator: "-"), true)
        case "arrow" where !rest.isEmpty:
            // arrow.up, arrow.up.right, arrow.backward
            let directions = rest.compactMap { Self.directions[$0] }
            guard directions.count == rest.count, directions.count <= 2 else { return nil }
            return icon("arrow-" + directions.joined(separator: "-"), true)
        case "arrowtriangle" where rest.count == 1:
            let degrees = ["up": 0, "right": 90, "forward": 90, "down": 180, "left": 270, "backward": 270][rest[0]]
            guard let degrees, icons.contains("triangle") else { return nil }
            let triangle = SymbolRecipe.icon("triangle", filled: filled)
            return (degrees == 0 ? triangle : .transformed(triangle, mirrored: false, degrees: degrees), false)
        case "goforward", "gobackward":
            // The circular arrow of a skip button, with its seconds written inside.
            guard let arrow = icon(first == "goforward" ? "arrow-clockwise" : "arrow-counter-clockwise", true) else { return nil }
            if rest.isEmpty { return arrow }
            guard rest.count == 1, rest[0].allSatisfy(\.isNumber) else { return nil }
            return (.labelled(arrow.recipe, text: rest[0]), true)
        default:
            // a.circle ... z.circle, 0.square ... 50.circle: SF draws capitals and numbers.
            guard rest.isEmpty else { return nil }
            if first.count == 1, first.allSatisfy({ $0.isASCII && $0.isLetter }) { return (.text(first.uppercased()), true) }
            if first.count <= 2, first.allSatisfy({ $0.isASCII && $0.isNumber }) { return (.text(first), true) }
            return nil
        }
    }

    /// The set's own icon for `icon` with `modifier` (slash, circle, square...):
    /// `bell-slash`, `check-circle`, `arrow-circle-up`, `shield-check`.
    func variant(of icon: String, with modifier: String) -> String? {
        let parts = icon.split(separator: "-").map(String.init)
        var candidates = ["\(icon)-\(modifier)", "\(modifier)-\(icon)"]
        for index in 1..<max(parts.count, 1) {
            candidates.append((parts[..<index] + [modifier] + parts[index...]).joined(separator: "-"))
        }
        return candidates.first(where: icons.contains)
    }
}
