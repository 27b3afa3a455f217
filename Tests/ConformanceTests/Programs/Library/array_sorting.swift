// Checks sorted(), sorted(by:), sort(), reversed() and multi-key sorting of structs.
struct Task { let title: String; let priority: Int; let due: Int }

func main() {
    var numbers = [5, 3, 9, 1, 7]
    print(numbers.sorted())
    print(numbers.sorted(by: >))
    print(numbers)
    numbers.sort()
    print(numbers)
    numbers.sort { $0 > $1 }
    print(numbers)
    print(numbers.reversed())
    print(Array(numbers.reversed()))
    numbers.reverse()
    print(numbers)
    let words = ["pear", "fig", "banana", "kiwi", "apple"]
    print(words.sorted())
    print(words.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
    print(words.sorted { $0.last! < $1.last! })
    let tasks = [
        Task(title: "Design", priority: 2, due: 5),
        Task(title: "Build", priority: 1, due: 9),
        Task(title: "Test", priority: 2, due: 3),
        Task(title: "Ship", priority: 3, due: 10),
    ]
    let byPriority = tasks.sorted { ($0.priority, $0.due) < ($1.priority, $1.due) }
    print(byPriority.map(\.title))
    let byDueDesc = tasks.sorted { $0.due > $1.due }
    print(byDueDesc.map { "\($0.title):\($0.due)" })
    print(tasks.map(\.priority).sorted().reversed().map { $0 })
    print([3.5, -1.0, 2.25].sorted(), ["b", "A", "a", "B"].sorted())
    print([[2, 1], [1, 5], [1, 2]].sorted { $0.lexicographicallyPrecedes($1) })
    print([Int]().sorted(), [1].sorted())
    print([1, 2, 3] == [1, 2, 3].sorted(), [3, 1].sorted() == [1, 3])
}
