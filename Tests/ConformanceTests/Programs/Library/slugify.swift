// Converts titles to slugs, camelCase to kebab-case, and extracts initials.
func slugify(_ title: String) -> String {
    var out = ""
    var lastWasDash = true
    for ch in title.lowercased() {
        if ch.isLetter && ch.isASCII || ch.isNumber && ch.isASCII {
            out.append(ch)
            lastWasDash = false
        } else if !lastWasDash {
            out.append("-")
            lastWasDash = true
        }
    }
    if out.hasSuffix("-") { out.removeLast() }
    return out
}

func kebab(_ camel: String) -> String {
    var out = ""
    for ch in camel {
        if ch.isUppercase {
            if !out.isEmpty { out += "-" }
            out += ch.lowercased()
        } else {
            out.append(ch)
        }
    }
    return out
}

func initials(_ name: String, limit: Int = 2) -> String {
    name.split(separator: " ").prefix(limit).compactMap { $0.first?.uppercased() }.joined()
}

func main() {
    for title in ["Hello, World!", "  SwiftUI: Layout & Stacks  ", "Café au lait", "100% Pure", "---", "A"] {
        print("\"\(title)\" -> \"\(slugify(title))\"")
    }
    for name in ["backgroundColor", "cornerRadius", "isHidden", "URLSession", "x"] {
        print(name, "->", kebab(name))
    }
    for person in ["ada lovelace", "Grace Brewster Hopper", "plato", ""] {
        print("[\(person)] ->", "[\(initials(person))]", "[\(initials(person, limit: 3))]")
    }
}
