// Checks Array search helpers: first/last, firstIndex(of/where:), lastIndex, contains(where:), allSatisfy.
struct User { let name: String; let age: Int; let admin: Bool }

func main() {
    let numbers = [4, 8, 15, 16, 23, 42]
    print(numbers.first as Any, numbers.last as Any)
    print([Int]().first as Any, [Int]().last as Any)
    print(numbers.first(where: { $0 > 10 }) as Any)
    print(numbers.last(where: { $0 % 2 == 1 }) as Any)
    print(numbers.firstIndex(of: 15) as Any, numbers.firstIndex(of: 99) as Any)
    print(numbers.firstIndex(where: { $0 > 20 }) as Any)
    print(numbers.lastIndex(where: { $0 < 20 }) as Any)
    print(numbers.contains(23), numbers.contains(where: { $0 > 100 }))
    print(numbers.allSatisfy { $0 > 0 }, numbers.allSatisfy { $0 % 2 == 0 })
    print([Int]().allSatisfy { $0 > 1000 }, [Int]().contains(where: { _ in true }))
    let users = [
        User(name: "ann", age: 31, admin: false),
        User(name: "bo", age: 17, admin: true),
        User(name: "cy", age: 45, admin: true),
    ]
    print(users.first(where: { $0.admin })!.name)
    print(users.firstIndex(where: { $0.age < 18 }) as Any)
    print(users.contains { $0.name == "cy" }, users.allSatisfy { $0.age >= 18 })
    print(users.filter(\.admin).map(\.name))
    let letters = ["a", "b", "a", "c", "a"]
    print(letters.firstIndex(of: "a")!, letters.lastIndex(of: "a")!)
    var searchStart = 0
    var positions: [Int] = []
    while let i = letters[searchStart...].firstIndex(of: "a") {
        positions.append(i)
        searchStart = i + 1
    }
    print(positions)
    print(letters.indices.filter { letters[$0] == "a" })
}
