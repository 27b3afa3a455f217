// Overridden methods are chosen by the runtime type; overloads and default arguments stay with the static declaration.
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    func introduce() -> String { "\(name) says \(speak())" }
    func greet(times: Int = 1) -> String {
        Array(repeating: speak(), count: times).joined(separator: " ")
    }
}

class Dog: Animal {
    override func speak() -> String { "Woof" }
}

class Puppy: Dog {
    override func speak() -> String { "Yip" }
    override func introduce() -> String { "little " + super.introduce() }
}

class Cat: Animal {
    override func speak() -> String { "Meow" }
    override func greet(times: Int = 2) -> String {
        "purr " + super.greet(times: times)
    }
}

func main() {
    let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit"), Cat(name: "Tom")]
    for a in animals {
        print(a.introduce())
    }
    for a in animals {
        print(a.name, "greet():", a.greet())
    }
    let cat = Cat(name: "Kit")
    print("Cat static greet():", cat.greet())
    let catAsAnimal: Animal = cat
    print("Cat via Animal greet():", catAsAnimal.greet())
    print("Puppy greet(times: 3):", Puppy(name: "P").greet(times: 3))
}
