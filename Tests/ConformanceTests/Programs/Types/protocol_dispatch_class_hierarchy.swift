// Defaults in protocol extensions and class overrides: what runs through a subclass, the base class and the protocol.
protocol Playable {
    func play() -> String
}

extension Playable {
    func play() -> String { "default play" }
    func stop() -> String { "default stop" }
}

class Media: Playable {
    func stop() -> String { "Media stop" }
}

class Song: Media {
    func play() -> String { "Song play" }
    override func stop() -> String { "Song stop" }
}

class Video: Playable {
    func play() -> String { "Video play" }
}

class Clip: Video {
    override func play() -> String { "Clip play" }
}

func main() {
    let s = Song()
    print(s.play(), "|", s.stop())
    let m: Media = s
    print(m.play(), "|", m.stop())
    let p: Playable = s
    print(p.play(), "|", p.stop())
    let c = Clip()
    let pv: Playable = c
    print(c.play(), "|", pv.play())
    let v: Video = c
    print(v.play(), "|", pv.stop())
}
