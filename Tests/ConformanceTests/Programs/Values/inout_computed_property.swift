// Passing a computed property or a custom subscript as `inout` calls its getter once before the call and its setter once after, even if unchanged.
struct Box {
    var storage = 1
    var value: Int {
        get {
            print("  get value ->", storage)
            return storage
        }
        set {
            print("  set value <-", newValue)
            storage = newValue
        }
    }
    subscript(i: Int) -> Int {
        get {
            print("  get [\(i)]")
            return storage * i
        }
        set {
            print("  set [\(i)] <-", newValue)
            storage = newValue / i
        }
    }
}

func triple(_ n: inout Int) {
    print("  in triple, n =", n)
    n *= 3
    n += 0
    print("  leaving triple, n =", n)
}

func look(_ n: inout Int) {
    print("  only looking at", n)
}

func main() {
    var box = Box()
    print("triple(&box.value)")
    triple(&box.value)
    print("storage", box.storage)
    print("look(&box.value)")
    look(&box.value)
    print("triple(&box[2])")
    triple(&box[2])
    print("storage", box.storage)
    print("box.value += 1")
    box.value += 1
    print("storage", box.storage)
}
