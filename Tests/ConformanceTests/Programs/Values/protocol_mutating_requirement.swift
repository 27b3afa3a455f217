// A protocol's `mutating` requirement implemented by a struct and an enum, and called through a generic function and a protocol extension.
protocol Resettable {
    mutating func reset()
}

protocol Steppable {
    var position: Int { get set }
    mutating func step()
}

extension Steppable {
    mutating func step(times: Int) {
        for _ in 0..<times {
            step()
        }
    }
    mutating func rewind() {
        position = 0
    }
}

struct Walker: Steppable, Resettable {
    var position = 0
    var stride = 2
    mutating func step() { position += stride }
    mutating func reset() { self = Walker() }
}

enum Phase: Steppable {
    case start, middle, end
    var position: Int {
        get {
            switch self {
            case .start: return 0
            case .middle: return 1
            case .end: return 2
            }
        }
        set {
            self = newValue <= 0 ? .start : (newValue == 1 ? .middle : .end)
        }
    }
    mutating func step() { position += 1 }
}

func advance<T: Steppable>(_ value: inout T, by n: Int) {
    value.step(times: n)
}

func main() {
    var w = Walker()
    w.step()
    w.step(times: 3)
    print(w.position)
    w.stride = 5
    advance(&w, by: 2)
    print(w.position)
    w.reset()
    print(w.position, w.stride)
    var p = Phase.start
    p.step()
    print(p, p.position)
    advance(&p, by: 5)
    print(p, p.position)
    p.rewind()
    print(p)
    var walkers = [Walker(), Walker(position: 10, stride: 1)]
    advance(&walkers[1], by: 4)
    walkers[0].step(times: 2)
    print(walkers.map { $0.position })
}