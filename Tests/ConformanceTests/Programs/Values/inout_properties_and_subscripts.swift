// Passing stored properties, array elements, dictionary values and tuple elements as `inout` arguments writes the result back into that place.
struct Score {
    var points = 0
    var history: [Int] = []
}

final class Game {
    var score = Score()
    var level = 1
}

func add(_ amount: Int, to value: inout Int) {
    value += amount
}

func record(_ value: Int, in list: inout [Int]) {
    list.append(value)
}

func main() {
    var score = Score()
    add(10, to: &score.points)
    record(10, in: &score.history)
    add(5, to: &score.points)
    record(5, in: &score.history)
    print(score.points, score.history)

    var scores = [Score(), Score()]
    add(3, to: &scores[1].points)
    record(3, in: &scores[1].history)
    add(1, to: &scores[0].points)
    print(scores.map { $0.points }, scores[1].history)

    var numbers = [1, 2, 3]
    add(100, to: &numbers[2])
    print(numbers)

    var totals = ["a": 1]
    add(9, to: &totals["a"]!)
    add(4, to: &totals["b", default: 0])
    add(6, to: &totals["b", default: 0])
    print(totals["a"]!, totals["b"]!, totals.count)

    var pair = (left: 1, right: 2)
    add(10, to: &pair.left)
    add(20, to: &pair.1)
    print(pair.left, pair.right)

    let game = Game()
    add(2, to: &game.level)
    add(50, to: &game.score.points)
    record(50, in: &game.score.history)
    print(game.level, game.score.points, game.score.history)
}
