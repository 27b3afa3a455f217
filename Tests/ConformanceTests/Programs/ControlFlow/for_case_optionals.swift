// Checks `for case let x? in` over optionals and `for case` with enum patterns, skipping non-matching elements.
enum Item {
    case header(String)
    case row(label: String, value: Int)
    case divider
}

func main() {
    let widths: [Int?] = [320, nil, 768, nil, 1024]
    for case let w? in widths {
        print("width", w)
    }
    var total = 0
    for case let w? in widths where w > 500 {
        total += w
    }
    print("total large", total)
    let items: [Item] = [.header("Spacing"), .row(label: "small", value: 4), .divider, .row(label: "large", value: 16), .header("Colors")]
    for case .header(let title) in items {
        print("section", title)
    }
    for case let .row(label, value) in items where value > 8 {
        print("big row", label, value)
    }
    var dividers = 0
    for case .divider in items {
        dividers += 1
    }
    print("dividers", dividers)
    let parsed = ["1", "two", "3", "4x"].map { Int($0) }
    print(parsed)
    for case .some(let n) in parsed {
        print("parsed", n)
    }
    for case nil in parsed {
        print("a nil")
    }
    let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
    for case let (key, value?) in pairs {
        print(key, value)
    }
}
