// Class methods change self's properties without `mutating`, even when called on a let constant or through a chain.
final class Playlist {
    private(set) var songs: [String] = []
    private(set) var cursor = 0
    var isShuffled = false

    @discardableResult
    func add(_ song: String) -> Playlist {
        songs.append(song)
        return self
    }
    func next() -> String? {
        guard !songs.isEmpty else { return nil }
        let song = songs[cursor]
        cursor = (cursor + 1) % songs.count
        return song
    }
    func moveToFront(_ song: String) {
        guard let index = songs.firstIndex(of: song) else { return }
        songs.insert(songs.remove(at: index), at: 0)
        cursor = 0
    }
    func reset() {
        self.songs = []
        self.cursor = 0
    }
}

struct Counter {
    var value = 0
    mutating func bump() { value += 1 }
}

func main() {
    let playlist = Playlist()
    playlist.add("Intro").add("Verse").add("Chorus")
    print(playlist.songs, playlist.cursor)
    print(playlist.next() ?? "-", playlist.next() ?? "-", playlist.cursor)
    playlist.moveToFront("Chorus")
    print(playlist.songs, playlist.cursor)
    print(playlist.next() ?? "-", playlist.next() ?? "-", playlist.next() ?? "-", playlist.next() ?? "-")
    playlist.isShuffled.toggle()
    print("shuffled:", playlist.isShuffled)
    playlist.reset()
    print(playlist.songs.count, playlist.next() ?? "empty")

    var counter = Counter()
    counter.bump()
    counter.bump()
    print("struct counter:", counter.value)
}
