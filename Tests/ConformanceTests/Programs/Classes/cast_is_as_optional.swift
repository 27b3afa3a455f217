// is, as? and as! on a class hierarchy: checks against the runtime type, including superclasses.
class MediaItem {
    let name: String
    init(name: String) { self.name = name }
}
class Movie: MediaItem {
    let director: String
    init(name: String, director: String) {
        self.director = director
        super.init(name: name)
    }
}
class Song: MediaItem {
    let artist: String
    init(name: String, artist: String) {
        self.artist = artist
        super.init(name: name)
    }
}
final class Single: Song {}

func main() {
    let library: [MediaItem] = [
        Movie(name: "Casablanca", director: "Michael Curtiz"),
        Song(name: "Blue Suede Shoes", artist: "Elvis Presley"),
        Single(name: "Hey Jude", artist: "The Beatles"),
        MediaItem(name: "Podcast"),
    ]
    for item in library {
        print(item.name, "is Movie:", item is Movie, "is Song:", item is Song,
              "is Single:", item is Single, "is MediaItem:", item is MediaItem)
    }
    var movieCount = 0, songCount = 0
    for item in library {
        if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 }
    }
    print("movies:", movieCount, "songs:", songCount)

    for item in library {
        if let movie = item as? Movie {
            print("Movie:", movie.name, "dir.", movie.director)
        } else if let song = item as? Song {
            print("Song:", song.name, "by", song.artist)
        } else {
            print("Other:", item.name)
        }
    }
    let forced = library[2] as! Song
    print("forced:", forced.artist)
    let maybeSingle = library[1] as? Single
    print("Song as? Single is nil:", maybeSingle == nil)
    let artists = library.compactMap { ($0 as? Song)?.artist }
    print(artists)
}
