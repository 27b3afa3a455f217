// Checks how print and String(describing:) render arrays of various element types.
struct Tag { let name: String }

func main() {
    print([1, 2, 3])
    print(["a", "b"])
    print([1.0, 2.5])
    print([Int]())
    print([String]())
    print([[1, 2], [3], []])
    print([["x"], ["y", "z"]])
    let optionals: [Int?] = [1, nil, 3]
    print(optionals)
    let optionalStrings: [String?] = ["a", nil]
    print(optionalStrings)
    print([true, false])
    print(["with \"quotes\"", "new\nline", "tab\t"])
    print([Character("a"), Character("b")])
    print(["x".first!, "y".first!])
    print([Tag(name: "new")])
    print(String(describing: [1, 2]))
    print([1, 2].description, ["a"].description, ["a"].debugDescription)
    print("\([3, 4])")
    let nested: [[Double?]] = [[1, nil], [nil]]
    print(nested)
    print([(1, "a"), (2, "b")])
    print(Array(1...4), Array("hey"))
    print([1, 2, 3][1...])
    print(ContiguousArray([5, 6]))
    print([0..<2, 5..<7])
    let anyItems: [Any] = [1, "two", 3.0, [4], Optional<Int>.none as Any]
    print(anyItems)
}
