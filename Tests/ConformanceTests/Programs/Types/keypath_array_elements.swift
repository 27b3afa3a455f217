// Key paths into array elements: \[Int].[0], \.items[1], \.first, and writes through them.
struct Playlist {
    var name: String
    var songs: [String]
    var ratings: [Int]
}

struct Library { var lists: [Playlist] }

func main() {
    let nums = [5, 6, 7]
    print(nums[keyPath: \[Int].[0]], nums[keyPath: \[Int].[2]])
    print(nums[keyPath: \.count], nums[keyPath: \.last] as Any)
    var p = Playlist(name: "mix", songs: ["a", "b", "c"], ratings: [3, 4, 5])
    let second = \Playlist.songs[1]
    print(p[keyPath: second])
    p[keyPath: second] = "B"
    p[keyPath: \.ratings[0]] += 10
    print(p.songs, p.ratings)
    print(p[keyPath: \.songs.first] as Any)
    print(p[keyPath: \.songs.count])
    var lib = Library(lists: [p, Playlist(name: "chill", songs: ["x"], ratings: [1])])
    let firstSongOfSecond = \Library.lists[1].songs[0]
    print(lib[keyPath: firstSongOfSecond])
    lib[keyPath: \.lists[1].name] = "CHILL"
    lib[keyPath: \.lists[0].songs[2]] = "C"
    print(lib.lists.map(\.name), lib.lists[0].songs)
    let dict = ["k": [1, 2]]
    print(dict[keyPath: \.["k"]] as Any)
    let idx = 1
    print(p[keyPath: \.songs[idx]])
}
