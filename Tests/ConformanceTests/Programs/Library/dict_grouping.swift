// Checks Dictionary(grouping:by:) and Dictionary(uniqueKeysWithValues:) and their sorted output.
struct Contact { let name: String; let city: String }

func main() {
    let words = ["swift", "stack", "view", "vstack", "button", "state", "binding"]
    let byInitial = Dictionary(grouping: words, by: { $0.first! })
    for key in byInitial.keys.sorted() {
        print(key, byInitial[key]!)
    }
    let byLength = Dictionary(grouping: words) { $0.count }
    for key in byLength.keys.sorted() {
        print(key, byLength[key]!)
    }
    let contacts = [
        Contact(name: "Ana", city: "Lisbon"),
        Contact(name: "Ben", city: "Oslo"),
        Contact(name: "Caro", city: "Lisbon"),
        Contact(name: "Dee", city: "Rome"),
    ]
    let byCity = Dictionary(grouping: contacts, by: \.city)
    for city in byCity.keys.sorted() {
        print(city, byCity[city]!.map(\.name))
    }
    let sections = byCity.keys.sorted().map { (title: $0, count: byCity[$0]!.count) }
    print(sections)
    let ids = ["a", "b", "c"]
    let positions = Dictionary(uniqueKeysWithValues: zip(ids, 1...))
    print(positions.keys.sorted(), positions["c"]!)
    let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
    print(squares.sorted { $0.key < $1.key }.map(\.value))
    let parity = Dictionary(grouping: 1...10) { $0 % 2 == 0 ? "even" : "odd" }
    print(parity["even"]!, parity["odd"]!)
    let empty = Dictionary(grouping: [Int](), by: { $0 })
    print(empty, empty.isEmpty)
    let firstWins = Dictionary(["x", "y", "x"].map { ($0, 1) }, uniquingKeysWith: +)
    print(firstWins["x"]!, firstWins["y"]!)
}
