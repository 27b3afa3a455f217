// Checks basic String queries and case conversion: count, isEmpty, first/last, hasPrefix, contains, capitalized.
import Foundation

func main() {
    let title = "hello, swiftUI world"
    print(title.count, title.isEmpty, "".isEmpty, "".count)
    print(title.first as Any, title.last as Any, "".first as Any)
    print(title.uppercased())
    print(title.lowercased())
    print(title.capitalized)
    print("o'neil mcdonald-smith 3rd".capitalized)
    print("ÉCOLE".lowercased(), "straße".uppercased())
    print(title.hasPrefix("hello"), title.hasPrefix("Hello"), title.hasPrefix(""))
    print(title.hasSuffix("world"), title.hasSuffix("World"))
    print(title.contains("swift"), title.contains("Swift"), title.contains(","))
    print(title.contains { $0.isUppercase })
    print(title.lowercased().contains("swiftui"))
    let url = "https://example.com/path"
    if url.hasPrefix("https://") {
        print("secure host:", url.dropFirst(8).prefix { $0 != "/" })
    }
    var name = "Ada"
    name += " Lovelace"
    name.append("!")
    print(name, name.count)
    name.removeLast()
    print(name)
    print(name.first!.isUppercase, name.last!.isLowercase)
    let words = ["SwiftUI", "", "  ", "View"]
    for w in words {
        print("[\(w)] empty:", w.isEmpty, "count:", w.count)
    }
}
