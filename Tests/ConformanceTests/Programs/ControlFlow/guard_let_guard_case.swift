// Checks guard let (several bindings and conditions) and guard case with enum payload patterns.
enum Payload {
    case text(String)
    case image(width: Int, height: Int)
    case empty
}

func area(_ p: Payload) -> Int {
    guard case let .image(w, h) = p else {
        print("  not an image")
        return 0
    }
    return w * h
}

func textLength(_ p: Payload) -> Int {
    guard case .text(let s) = p, !s.isEmpty else { return -1 }
    return s.count
}

struct Profile {
    var name: String?
    var age: Int?
}

func greeting(_ p: Profile) -> String {
    guard let name = p.name, let age = p.age, age >= 18 else {
        return "incomplete or minor"
    }
    return "Hello \(name), \(age)"
}

func scale(_ value: String?) -> Double {
    guard var v = value.flatMap(Double.init) else { return 1.0 }
    v *= 2
    return v
}

func main() {
    print(area(.image(width: 3, height: 4)))
    print(area(.text("hi")))
    print(textLength(.text("hello")), textLength(.text("")), textLength(.empty))
    print(greeting(Profile(name: "Ana", age: 30)))
    print(greeting(Profile(name: "Bo", age: 12)))
    print(greeting(Profile(name: nil, age: 40)))
    print(scale("1.5"), scale("abc"), scale(nil))
    let maybe: Int? = 5
    guard case let n? = maybe else { return }
    print("guard case optional", n)
}
