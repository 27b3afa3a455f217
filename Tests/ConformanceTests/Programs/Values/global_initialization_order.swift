// Global variables in a main file are initialised in declaration order before main() runs; a global computed variable runs its getter and setter on every use.
func traced(_ name: String, _ value: Int) -> Int {
    print("init global", name)
    return value
}

var first = traced("first", 1)
var second = traced("second", first + 1)
let constant = traced("constant", 42)

var storage: [Int] = []
var total: Int {
    get {
        print("  get total")
        return storage.reduce(0, +)
    }
    set {
        print("  set total", newValue)
        storage = [newValue]
    }
}

var observed = 0 {
    willSet { print("  observed willSet", newValue) }
    didSet { print("  observed didSet", oldValue) }
}

func main() {
    print("main starts")
    print(first, second, constant)
    first += 10
    second = first * 2
    print(first, second)
    storage = [1, 2, 3]
    print(total)
    total += 4
    print(storage)
    observed = 5
    observed += 1
    print(observed)
}
