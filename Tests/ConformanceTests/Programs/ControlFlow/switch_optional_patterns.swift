// Checks switching over optionals with `case let x?`, `case nil`, `.some`/`.none`, and over tuples of optionals.
func describe(_ value: Int?) -> String {
    switch value {
    case nil:
        return "nothing"
    case 0?:
        return "zero"
    case let x? where x < 0:
        return "negative \(x)"
    case let x?:
        return "value \(x)"
    }
}

func describeLong(_ value: String?) -> String {
    switch value {
    case .none:
        return "none"
    case .some(""):
        return "empty string"
    case .some(let s):
        return "some(\(s))"
    }
}

func merge(_ a: Int?, _ b: Int?) -> String {
    switch (a, b) {
    case (nil, nil): return "both nil"
    case let (x?, nil): return "only a \(x)"
    case let (nil, y?): return "only b \(y)"
    case let (x?, y?): return "both \(x + y)"
    }
}

enum Status { case active, paused }

func main() {
    for v in [nil, 0, -3, 12] as [Int?] {
        print(describe(v))
    }
    for s in [nil, "", "abc"] as [String?] {
        print(describeLong(s))
    }
    print(merge(nil, nil), merge(1, nil), merge(nil, 2), merge(3, 4))
    let status: Status? = .paused
    switch status {
    case .active?: print("active")
    case .paused?: print("paused")
    case nil: print("unknown")
    }
    let deep: Int?? = .some(.none)
    switch deep {
    case .none: print("outer none")
    case .some(.none): print("inner none")
    case .some(.some(let v)): print("value", v)
    }
}
