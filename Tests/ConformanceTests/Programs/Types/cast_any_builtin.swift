// is / as? / as! through Any distinguish Int, Double, String, Bool, arrays and optionals by their real type.
func classify(_ v: Any) -> String {
    if let i = v as? Int { return "Int \(i)" }
    if let d = v as? Double { return "Double \(d)" }
    if let s = v as? String { return "String \(s)" }
    if let b = v as? Bool { return "Bool \(b)" }
    if let a = v as? [Int] { return "[Int] count \(a.count)" }
    if let a = v as? [String] { return "[String] \(a)" }
    return "other \(type(of: v))"
}

func main() {
    let values: [Any] = [1, 2.0, "three", false, [1, 2], ["a"], 3 as Float, [1.5]]
    for v in values { print(classify(v)) }
    let x: Any = 42
    print(x is Int, x is Double, x is String, x is Int64)
    let y: Any = 42.0
    print(y is Double, y is Int)
    print((x as? Double) as Any, (y as? Int) as Any)
    let forced = x as! Int
    print(forced + 1)
    let arr: Any = [1, 2, 3]
    print(arr is [Int], arr is [Any], arr is [Double])
    let nums = arr as! [Int]
    print(nums.reduce(0, +))
    let opt: Int? = 5
    let boxed: Any = opt as Any
    print(boxed is Int, boxed as? Int as Any)
    let none: Int? = nil
    let boxedNone: Any = none as Any
    print(boxedNone is Int, classify(boxedNone))
    switch y {
    case let i as Int: print("switch Int", i)
    case let d as Double where d > 40: print("switch big Double", d)
    default: print("switch other")
    }
}
