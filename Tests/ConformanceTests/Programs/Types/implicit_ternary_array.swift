// Implicit members inside ternaries, array literals and collection arguments take the declared element type.
enum Status: String { case idle, running, done, failed }

struct Badge {
    var status: Status
    var tint: Tint
}

struct Tint: CustomStringConvertible {
    var name: String
    static let green = Tint(name: "green")
    static let red = Tint(name: "red")
    static let gray = Tint(name: "gray")
    var description: String { name }
}

func tint(for ok: Bool) -> Tint { ok ? .green : .red }

func main() {
    let statuses: [Status] = [.idle, .running, .done, .failed]
    print(statuses.map(\.rawValue))
    let busy = true
    let s: Status = busy ? .running : .idle
    print(s)
    print(tint(for: true), tint(for: false))
    let badges: [Badge] = [
        Badge(status: .done, tint: .green),
        Badge(status: .failed, tint: busy ? .red : .gray),
    ]
    for b in badges { print(b.status, b.tint) }
    print(statuses.contains(.done))
    print(statuses.firstIndex(of: .running)!)
    let tints: [Tint] = [.gray, .green]
    print(tints)
    var optional: Status? = busy ? .done : nil
    print(optional?.rawValue as Any)
    print(optional!)
    optional = nil
    print(optional ?? .idle)
}
