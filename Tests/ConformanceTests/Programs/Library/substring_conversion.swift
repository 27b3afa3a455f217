// Checks Substring behaviour: shared indices with the base string and conversion back to String.
func main() {
    let full = "first-second-third"
    let dash = full.firstIndex(of: "-")!
    let tail: Substring = full[full.index(after: dash)...]
    print(tail, type(of: tail))
    print(tail.count, full.count)
    print(tail.startIndex == full.index(after: dash))
    print(tail[tail.startIndex])
    print(full.distance(from: full.startIndex, to: tail.startIndex))
    let nextDash = tail.firstIndex(of: "-")!
    print(full[nextDash...])
    print(tail[..<nextDash])
    let promoted = String(tail)
    print(promoted, type(of: promoted))
    print(promoted.startIndex == promoted.firstIndex(of: "s")!)
    print(tail == "second-third", promoted == tail.description)
    let parts = full.split(separator: "-")
    print(parts, type(of: parts[0]))
    let strings = parts.map(String.init)
    print(strings, type(of: strings[0]))
    print(parts[1].uppercased(), parts[1].hasPrefix("sec"))
    var sub = full.dropFirst(6)
    sub.removeFirst()
    print(sub, sub.count)
    let word: Substring = "literal"
    print(word, String(word) + "!")
    func takesString(_ s: String) -> String { "<\(s)>" }
    print(takesString(String(parts[2])), takesString("\(parts[0])"))
    print(parts.joined(separator: "+"))
}
