/// URL-safe names: guide slugs from file names, anchor ids from headings.
public enum Slug {
    /// `[a-z0-9-]` only: lowercased, other characters become `-`, runs of `-`
    /// collapse and none lead or trail. "Apple Fitness.md" -> "apple-fitness".
    public static func make(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    /// The slug of a guide file: its base name without the `.md` extension.
    public static func forGuide(path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = String(name[..<dot])
        }
        let slug = make(name)
        return slug.isEmpty ? "guide" : slug
    }
}

extension Slug {
    /// A component's name as a file name and anchor: Swift identifiers as
    /// they are (`RingView`, `Outer.Inner`), anything else a raw identifier
    /// may hold (`` `../x` ``, `/`, markup) replaced by `-`, so no name can
    /// leave the components folder or break a link.
    public static func componentFile(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars where scalar != "`" {
            let safe = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
            if safe { result.unicodeScalars.append(scalar) } else if !result.hasSuffix("-") { result += "-" }
        }
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        return result.isEmpty ? "component" : String(result.prefix(120))
    }
}

/// Hands out unique anchor ids in document order: the second "Buttons"
/// heading becomes `buttons-2`, as permalinks must stay stable.
struct AnchorAllocator {
    private var used: [String: Int] = [:]

    init(reserved: [String] = []) {
        for id in reserved { used[id] = 1 }
    }

    mutating func allocate(for text: String) -> String {
        let base = Slug.make(text).isEmpty ? "section" : Slug.make(text)
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var next = count + 1
        while used["\(base)-\(next)"] != nil { next += 1 }
        used[base] = next
        used["\(base)-\(next)"] = 1
        return "\(base)-\(next)"
    }
}
