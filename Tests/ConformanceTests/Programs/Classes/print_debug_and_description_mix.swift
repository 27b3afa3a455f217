// How print, debugPrint and interpolation choose between description and debugDescription on classes and collections.
class OnlyDebug: CustomDebugStringConvertible {
    var debugDescription: String { "debug-only" }
}
class Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "desc" }
    var debugDescription: String { "debug" }
}
class OnlyDescription: CustomStringConvertible {
    var description: String { "plain-desc" }
}

func main() {
    let d = OnlyDebug()
    let b = Both()
    let o = OnlyDescription()
    print(d)
    print(b)
    print(o)
    debugPrint(d)
    debugPrint(b)
    debugPrint(o)
    print("\(d) \(b) \(o)")
    print(String(describing: d), String(describing: b), String(describing: o))
    print(String(reflecting: d), String(reflecting: b), String(reflecting: o))
    print([d])
    print([b])
    print([o])
    debugPrint([b, b])
    let optionalBoth: Both? = b
    print(optionalBoth as Any)
    debugPrint(optionalBoth as Any)
    print("strings inside arrays are quoted:", ["a"], "but not alone:", "a")
}
