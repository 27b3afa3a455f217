// Enums nested inside types and inside other enums, referenced by qualified and implicit names.
struct Theme {
    enum Mode: String { case light, dark }
    enum Palette {
        enum Role { case primary, secondary }
        case brand(Role)
        case neutral(shade: Int)
    }
    var mode: Mode
    var accent: Palette

    func colorName() -> String {
        switch (mode, accent) {
        case (.dark, .brand(.primary)): return "brand-primary-dark"
        case (.light, .brand(.primary)): return "brand-primary"
        case (_, .brand(.secondary)): return "brand-secondary-\(mode.rawValue)"
        case (let m, .neutral(let s)) where s > 500: return "neutral-deep-\(m.rawValue)"
        case (_, .neutral(let s)): return "neutral-\(s)"
        }
    }
}

enum Network {
    enum Error: Equatable { case offline, timeout(seconds: Int) }
    case ok
    case failed(Error)
}

func main() {
    let themes = [
        Theme(mode: .dark, accent: .brand(.primary)),
        Theme(mode: .light, accent: .brand(.primary)),
        Theme(mode: .dark, accent: .brand(.secondary)),
        Theme(mode: .light, accent: .neutral(shade: 700)),
        Theme(mode: .dark, accent: .neutral(shade: 100)),
    ]
    for t in themes { print(t.colorName()) }
    let role: Theme.Palette.Role = .secondary
    print(role, Theme.Mode.dark.rawValue)
    let results: [Network] = [.ok, .failed(.offline), .failed(.timeout(seconds: 30))]
    for r in results {
        switch r {
        case .ok: print("ok")
        case .failed(.timeout(let s)): print("timeout", s)
        case .failed(let e): print("failed", e == .offline)
        }
    }
    print(type(of: role), type(of: Network.Error.offline))
}
