// Checks print with several items, custom separator and terminator.
func main() {
    print("a", "b", "c")
    print("a", "b", "c", separator: "-")
    print("a", "b", separator: "")
    print(1, 2.0, "three", separator: " | ")
    print("no newline", terminator: "")
    print(" continued")
    print("x", terminator: "!\n")
    print("y", "z", separator: ",", terminator: ";\n")
    print()
    print("after empty line")
    print("", "", separator: "*")
    print([1, 2], (3, 4), separator: " & ")
    for i in 1...3 {
        print(i, terminator: i < 3 ? ", " : "\n")
    }
    let row = ["Name", "Qty", "Price"]
    print(row[0], row[1], row[2], separator: "\t")
    print("multi\nline", "item", separator: "|")
    print("", terminator: "")
    print("tail")
    let items: [Any] = ["mixed", 1, true]
    print(items, separator: "SEP")
    print(String(repeating: "=", count: 5), terminator: "\n\n")
    print("end")
}
