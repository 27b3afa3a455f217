// Checks that && and || evaluate their right operand only when needed, shown by functions that print when called.
func check(_ label: String, _ value: Bool) -> Bool {
    print("  evaluated", label)
    return value
}

struct Session {
    var user: String?
    var isAdmin: Bool { print("  isAdmin read"); return user == "root" }
}

func main() {
    print("false && x:")
    print(check("A", false) && check("B", true))
    print("true && x:")
    print(check("A", true) && check("B", false))
    print("true || x:")
    print(check("A", true) || check("B", false))
    print("false || x:")
    print(check("A", false) || check("B", true))
    print("mixed precedence a || b && c:")
    print(check("a", true) || check("b", false) && check("c", true))
    print("(a || b) && c:")
    print((check("a", true) || check("b", false)) && check("c", false))
    print("chain of &&:")
    print(check("1", true) && check("2", true) && check("3", false) && check("4", true))
    let items: [Int] = []
    if !items.isEmpty && items[0] > 0 {
        print("never")
    } else {
        print("guarded index access skipped")
    }
    let session = Session(user: nil)
    if session.user != nil && session.isAdmin {
        print("admin")
    } else {
        print("not admin, isAdmin not read")
    }
    let root = Session(user: "root")
    print(root.user != nil && root.isAdmin)
    var counter = 0
    func bump() -> Bool { counter += 1; return true }
    for flag in [true, false, true] {
        _ = flag || bump()
    }
    print("bump calls", counter)
}
