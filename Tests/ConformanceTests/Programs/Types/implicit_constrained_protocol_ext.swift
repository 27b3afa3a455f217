// Static members in a `where Self ==` protocol extension enable `.dark` for `some Theme` parameters.
protocol Theme {
    var background: String { get }
    var foreground: String { get }
}

struct DarkTheme: Theme {
    var background: String { "black" }
    var foreground: String { "white" }
}

struct LightTheme: Theme {
    var contrast: Int = 1
    var background: String { "white" }
    var foreground: String { contrast > 1 ? "pure black" : "black" }
}

extension Theme where Self == DarkTheme {
    static var dark: DarkTheme { DarkTheme() }
}

extension Theme where Self == LightTheme {
    static var light: LightTheme { LightTheme() }
    static func light(contrast: Int) -> LightTheme { LightTheme(contrast: contrast) }
}

func apply(_ t: some Theme) -> String {
    "\(type(of: t)): \(t.foreground) on \(t.background)"
}

func applyGeneric<T: Theme>(_ t: T) -> String { "generic \(t.background)" }

func main() {
    print(apply(.dark))
    print(apply(.light))
    print(apply(.light(contrast: 2)))
    print(applyGeneric(.dark))
    print(applyGeneric(.light(contrast: 3)))
    let d: DarkTheme = .dark
    print(d.foreground)
}
