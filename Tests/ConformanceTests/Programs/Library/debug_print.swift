// Checks debugPrint output, which quotes strings and characters, compared with print.
struct Item { let name: String; let qty: Int }

func main() {
    print("text")
    debugPrint("text")
    debugPrint("with \"quotes\" and \n newline")
    debugPrint(42, 3.5, true)
    debugPrint(Character("c"))
    debugPrint(["a", "b"])
    debugPrint([1: "x"])
    debugPrint(Optional("o") as Any)
    debugPrint(Optional(5) as Any)
    debugPrint(nil as Int? as Any)
    debugPrint((1, "two"))
    debugPrint(1..<3)
    debugPrint(Item(name: "pen", qty: 2))
    debugPrint("a", "b", separator: "+")
    debugPrint("x", terminator: " <- end\n")
    debugPrint("hello".dropFirst())
    debugPrint(Double.pi, Float(0.1))
    print(Item(name: "cup", qty: 1))
    print(String(reflecting: "s"), String(describing: "s"))
    print(String(reflecting: 1.5), String(reflecting: [1]))
    debugPrint(String(repeating: "ab", count: 2))
}
