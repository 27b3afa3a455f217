// Checks that several defer statements in one scope run in reverse order of declaration, after the scope's body.
func log(_ s: String) {
    print("log:", s)
}

func threeDefers() {
    print("start")
    defer { log("first defer") }
    defer { log("second defer") }
    print("middle")
    defer { log("third defer") }
    print("end of body")
}

func nestedScopes() {
    defer { print("outer defer A") }
    do {
        defer { print("inner defer 1") }
        defer { print("inner defer 2") }
        print("inner body")
    }
    print("between scopes")
    defer { print("outer defer B") }
    print("outer body end")
}

func deferCapturesLatest() {
    var label = "initial"
    defer { print("defer sees label =", label) }
    label = "changed"
    defer { print("second defer sees label =", label) }
    label = "final"
    print("body label =", label)
}

func deferInClosure() -> Int {
    let work: () -> Int = {
        var n = 1
        defer { print("closure defer n =", n) }
        n += 10
        return n
    }
    let r = work()
    print("closure returned", r)
    return r
}

func main() {
    threeDefers()
    print("---")
    nestedScopes()
    print("---")
    deferCapturesLatest()
    print("---")
    print("result", deferInClosure())
}
