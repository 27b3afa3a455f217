// Closures capturing a struct variable, a struct via capture list, and a class instance behave differently.
struct ValueCounter { var count = 0 }
final class RefCounter { var count = 0 }

func main() {
    var value = ValueCounter()
    let ref = RefCounter()

    let incrementValue = { value.count += 1 }
    let incrementRef = { ref.count += 1 }
    incrementValue()
    incrementValue()
    incrementRef()
    incrementRef()
    print("value.count:", value.count, "ref.count:", ref.count)

    let snapshotValue = { [value] in value.count }
    let snapshotRef = { [ref] in ref.count }
    value.count = 50
    ref.count = 50
    print("captured copy of struct:", snapshotValue(), "captured reference:", snapshotRef())

    var copy = value
    copy.count += 1
    let refCopy = ref
    refCopy.count += 1
    print("struct copy:", value.count, copy.count, "class copy:", ref.count, refCopy.count)

    func makeCounter() -> () -> Int {
        var local = ValueCounter()
        return {
            local.count += 1
            return local.count
        }
    }
    let a = makeCounter()
    let b = makeCounter()
    print(a(), a(), a(), b())

    let shared = RefCounter()
    func makeShared() -> () -> Int {
        return {
            shared.count += 1
            return shared.count
        }
    }
    let c = makeShared()
    let d = makeShared()
    print(c(), c(), d(), shared.count)
}
