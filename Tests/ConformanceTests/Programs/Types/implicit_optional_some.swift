// Implicit members on optionals: `.some(.x)`, `.none`, and members looked through the Optional.
enum Size: String { case small, medium, large
    static let standard: Size = .medium
}

func pick(_ s: Size?) -> String {
    switch s {
    case .some(.small): return "explicit small"
    case .some(let other): return "some \(other.rawValue)"
    case .none: return "none"
    }
}

func main() {
    print(pick(.small))
    print(pick(.large))
    print(pick(.some(.medium)))
    print(pick(.none))
    print(pick(nil))
    print(pick(.standard))
    var chosen: Size? = .large
    print(chosen == .large, chosen == .some(.large), chosen == .none)
    chosen = .none
    print(chosen == nil)
    let explicit: Optional<Size> = .some(.small)
    print(explicit!.rawValue)
    let nested: Size?? = .some(.none)
    print(nested == .some(nil), nested == nil)
    if case .some(.small) = explicit { print("pattern matched small") }
    let sizes: [Size?] = [.small, nil, .some(.large)]
    print(sizes.map { $0?.rawValue ?? "-" })
}
