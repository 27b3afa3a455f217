// String raw values: explicit, implicit (case name), and init(rawValue:) succeeding or failing.
enum Icon: String {
    case home
    case settings = "gear"
    case profile = "person.circle"
    case search
}

enum Method: String, CaseIterable {
    case get = "GET", post = "POST", delete = "DELETE"
}

func parse(_ s: String) -> String {
    guard let icon = Icon(rawValue: s) else { return "no icon for '\(s)'" }
    return "icon \(icon) -> \(icon.rawValue)"
}

func main() {
    print(Icon.home.rawValue, Icon.settings.rawValue, Icon.profile.rawValue, Icon.search.rawValue)
    print(parse("home"))
    print(parse("gear"))
    print(parse("settings"))
    print(parse("person.circle"))
    print(parse("HOME"))
    print(Icon(rawValue: "search") == .search)
    print(Icon(rawValue: "nope") == nil)
    print(Method(rawValue: "POST")!)
    print(Method(rawValue: "post") == nil)
    print(Method.allCases.map(\.rawValue).joined(separator: "|"))
    let m = Method.delete
    print(m, m.rawValue, "\(m)")
    print(["home", "x", "gear"].compactMap(Icon.init(rawValue:)).map(\.rawValue))
}
