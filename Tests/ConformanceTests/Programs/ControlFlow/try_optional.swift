// Checks try? turning errors into nil and results into Optional, how the optional prints, and flattening with optional returns.
enum ParseError: Error { case bad }

func parseInt(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad }
    return n
}

func lookup(_ key: String) throws -> String? {
    if key == "boom" { throw ParseError.bad }
    return key == "known" ? "value" : nil
}

func main() {
    let a = try? parseInt("12")
    let b = try? parseInt("x")
    print(a as Any)
    print(b as Any)
    print(String(describing: a), String(describing: b))
    print(a ?? -1, b ?? -1)
    let values = ["1", "two", "3"].map { try? parseInt($0) }
    print(values)
    let compact = ["1", "two", "3"].compactMap { try? parseInt($0) }
    print(compact)
    let found = try? lookup("known")
    let missing = try? lookup("other")
    let failed = try? lookup("boom")
    print(found as Any, missing as Any, failed as Any)
    print(type(of: found))
    if let v = try? parseInt("7") {
        print("bound", v)
    }
    if (try? parseInt("nope")) == nil {
        print("nil on failure")
    }
    let sum = (try? parseInt("4")).map { $0 * 10 }
    print(sum as Any)
    var evaluated = false
    let chained = try? { () throws -> Int in
        evaluated = true
        return try parseInt("5") + parseInt("6")
    }()
    print(chained as Any, evaluated)
}
