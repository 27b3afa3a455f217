// `willSet`/`didSet` with the implicit `newValue`/`oldValue`, fired on every assignment, including assigning the same value.
struct Volume {
    var level: Int = 5 {
        willSet {
            print("  will change from \(level) to \(newValue)")
        }
        didSet {
            print("  did change from \(oldValue) to \(level)")
        }
    }
}

final class Player {
    var track: String = "none" {
        didSet {
            history.append(oldValue)
        }
    }
    var history: [String] = []
    var muted = false {
        willSet { print("  muted will be", newValue) }
    }
}

func main() {
    var v = Volume()
    print("set 7")
    v.level = 7
    print("set 7 again")
    v.level = 7
    print("+= 3")
    v.level += 3
    print(v.level)

    let p = Player()
    p.track = "Intro"
    p.track = "Song A"
    p.track = "Song B"
    print(p.track, p.history)
    p.muted = true
    p.muted.toggle()
    print(p.muted)

    var volumes = [Volume(), Volume()]
    print("array element")
    volumes[1].level = 0
    print(volumes.map { $0.level })
}
