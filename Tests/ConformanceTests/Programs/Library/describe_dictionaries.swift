// Checks how single-element and empty dictionaries print, including nested and optional values.
func main() {
    print(["a": 1])
    print([1: "one"])
    print([String: Int]())
    let empty: [Int: [String]] = [:]
    print(empty, empty.isEmpty)
    print(["key": [1, 2, 3]])
    print(["k": ["nested": true]])
    print(["x": 1.5])
    let opt: [String: Int?] = ["maybe": nil]
    print(opt)
    let opt2: [String: Int?] = ["some": 4]
    print(opt2)
    print(["quote\"key": "new\nline"])
    print(String(describing: ["one": 1]), ["one": 1].description)
    print("\(["interp": 0])")
    var d: [String: String] = [:]
    print(d)
    d["only"] = "value"
    print(d)
    d["only"] = nil
    print(d)
    let counts = ["word": 3]
    print(counts["word"] as Any, counts["nope"] as Any)
    print([["a": 1], ["b": 2]])
    print((["t": 1], [:] as [Int: Int]))
    let withChar: [Character: Int] = ["c": 9]
    print(withChar)
    print([(1 as Int?): "x"])
    let big = ["b": 2, "a": 1, "c": 3]
    print(big.count, big.sorted { $0.key < $1.key })
    print(big.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
    print(Array(big).sorted { $0.key < $1.key }.first!)
}
