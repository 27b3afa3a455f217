// Overloads by parameter type: Int, Double, String and Bool each pick their own function.
func describe(_ x: Int) -> String { "Int(\(x))" }
func describe(_ x: Double) -> String { "Double(\(x))" }
func describe(_ x: String) -> String { "String(\(x))" }
func describe(_ x: Bool) -> String { "Bool(\(x))" }

struct Logger {
    var lines: [String] = []
    mutating func log(_ x: Int) { lines.append("int:\(x)") }
    mutating func log(_ x: Double) { lines.append("double:\(x)") }
    mutating func log(_ x: String) { lines.append("string:\(x)") }
}

func main() {
    print(describe(3))
    print(describe(3.0))
    print(describe("3"))
    print(describe(true))
    let i = 7
    let d = 7.5
    print(describe(i), describe(d))
    print(describe(i + 1))
    print(describe(d * 2))
    print(describe(Double(i)))
    print(describe("a" + "b"))
    print(describe(i > 3))
    var log = Logger()
    log.log(1)
    log.log(2.5)
    log.log("x")
    log.log(1 + 1)
    log.log(1 / 2)
    log.log(1.0 / 2)
    print(log.lines)
}
