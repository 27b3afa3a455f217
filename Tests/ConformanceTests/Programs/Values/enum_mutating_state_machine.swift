// A mutating method on an enum assigns `self = ...` to switch state, including states carrying payloads.
enum Light {
    case red, yellow, green

    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

enum Download {
    case idle
    case running(percent: Int)
    case finished(bytes: Int)
    case failed(reason: String)

    mutating func advance(by step: Int) {
        switch self {
        case .idle:
            self = .running(percent: 0)
        case .running(let p) where p + step >= 100:
            self = .finished(bytes: 1024)
        case .running(let p):
            self = .running(percent: p + step)
        case .finished, .failed:
            break
        }
    }

    mutating func fail(_ reason: String) {
        if case .running = self {
            self = .failed(reason: reason)
        }
    }

    var label: String {
        switch self {
        case .idle: return "idle"
        case .running(let p): return "running \(p)%"
        case .finished(let b): return "finished \(b) bytes"
        case .failed(let r): return "failed (\(r))"
        }
    }
}

func main() {
    var light = Light.red
    var seen: [String] = []
    for _ in 0..<5 {
        seen.append("\(light)")
        light.next()
    }
    print(seen.joined(separator: " -> "), "now", light)
    var d = Download.idle
    print(d.label)
    for step in [30, 30, 30, 30, 30] {
        d.advance(by: step)
        print(d.label)
    }
    d.fail("too late")
    print(d.label)
    var e = Download.idle
    e.advance(by: 0)
    e.advance(by: 45)
    let before = e
    e.fail("network")
    print(before.label, "|", e.label)
}