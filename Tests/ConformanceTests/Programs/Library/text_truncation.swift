// Truncates text with an ellipsis and wraps words to a column width, as a label layout helper would.
func truncate(_ s: String, to length: Int) -> String {
    if s.count <= length { return s }
    return String(s.prefix(max(length - 1, 0))) + "…"
}

func truncateMiddle(_ s: String, to length: Int) -> String {
    if s.count <= length { return s }
    let keep = length - 1
    let head = (keep + 1) / 2
    let tail = keep / 2
    return s.prefix(head) + "…" + s.suffix(tail)
}

func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

func main() {
    let title = "Accessibility Guidelines"
    for n in [30, 24, 23, 10, 1] {
        print(n, truncate(title, to: n), truncate(title, to: n).count)
    }
    for n in [10, 7, 4] {
        print(n, truncateMiddle("VeryLongFileName.swift", to: n))
    }
    let paragraph = "Use semantic colours so your interface adapts automatically to light and dark appearance"
    for line in wrap(paragraph, width: 20) {
        print("|" + line + String(repeating: " ", count: 20 - line.count) + "|")
    }
    print(wrap("supercalifragilistic word", width: 8))
    print(wrap("", width: 8))
}
