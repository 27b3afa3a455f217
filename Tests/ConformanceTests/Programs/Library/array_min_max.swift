// Checks min(), max(), min(by:), max(by:) including empty arrays and ties.
struct Player { let name: String; let score: Int }

func main() {
    let values = [7, -2, 19, 4, 19, -2]
    print(values.min() as Any, values.max() as Any)
    print([Int]().min() as Any, [Int]().max() as Any)
    print(["pear", "apple", "zucchini"].min()!, ["pear", "apple", "zucchini"].max()!)
    print([2.5, Double.infinity, -1].max()!, [0.5, 0.25].min()!)
    let players = [
        Player(name: "ann", score: 10),
        Player(name: "bob", score: 30),
        Player(name: "cat", score: 30),
        Player(name: "dan", score: 5),
    ]
    let top = players.max(by: { $0.score < $1.score })!
    print("top", top.name, top.score)
    let bottom = players.min(by: { $0.score < $1.score })!
    print("bottom", bottom.name)
    let firstOfMin = values.enumerated().min(by: { $0.element < $1.element })!
    print("min at", firstOfMin.offset)
    let lastOfMax = values.enumerated().max(by: { $0.element < $1.element })!
    print("max at", lastOfMax.offset)
    let longest = ["hi", "hello", "hey"].max(by: { $0.count < $1.count })!
    print(longest)
    print(min(3, 1, 2), max(3, 1, 2), min("b", "a"))
    print(values.sorted().first!, values.sorted().last!)
    let range = values.max()! - values.min()!
    print("range", range)
    print([Player]().max(by: { $0.score < $1.score }) == nil)
}
