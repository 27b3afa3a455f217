// Checks String.Index navigation: startIndex, index(after/before/offsetBy), firstIndex, lastIndex and range subscripts.
func main() {
    let s = "Hello, Swift"
    let start = s.startIndex
    print(s[start])
    let second = s.index(after: start)
    print(s[second])
    let last = s.index(before: s.endIndex)
    print(s[last])
    let fifth = s.index(s.startIndex, offsetBy: 4)
    print(s[fifth])
    let fromEnd = s.index(s.endIndex, offsetBy: -5)
    print(s[fromEnd...])
    print(s[start..<fifth])
    print(s[...fifth])
    if let comma = s.firstIndex(of: ",") {
        print("before comma:", s[..<comma])
        print("after comma:", s[s.index(after: comma)...])
        print("comma offset:", s.distance(from: s.startIndex, to: comma))
    }
    print(s.firstIndex(of: "l").map { s.distance(from: s.startIndex, to: $0) } as Any)
    print(s.lastIndex(of: "l").map { s.distance(from: s.startIndex, to: $0) } as Any)
    print(s.firstIndex(of: "z") as Any)
    if let w = s.firstIndex(where: { $0.isUppercase && $0 != "H" }) {
        print("second capital:", s[w], s[w...])
    }
    let limited = s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex)
    print("offset 50 within bounds?", limited != nil)
    let ok = s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex)
    print(ok.map { s[$0] } as Any)
    var i = s.startIndex
    var letters: [Character] = []
    while i < s.endIndex {
        letters.append(s[i])
        i = s.index(i, offsetBy: 3, limitedBy: s.endIndex) ?? s.endIndex
    }
    print(letters)
    print(s.indices.count, s.startIndex < s.endIndex, "".startIndex == "".endIndex)
    let r = s.index(s.startIndex, offsetBy: 7)..<s.endIndex
    print(s[r], s[r].count, s.distance(from: r.lowerBound, to: r.upperBound))
}
