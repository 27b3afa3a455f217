// Checks String ordering with <, sorting, and case-insensitive comparison.
import Foundation

func main() {
    print("apple" < "banana", "apple" < "Apple", "Zebra" < "apple")
    print("a" < "aa", "" < "a", "abc" == "abc", "abc" != "abd")
    print("10" < "9", "item2" < "item10")
    print("é" > "e", "e\u{301}" == "é")
    let names = ["bob", "Alice", "carol", "Bob", "alice", "Dave"]
    print(names.sorted())
    print(names.sorted { $0.lowercased() < $1.lowercased() || ($0.lowercased() == $1.lowercased() && $0 < $1) })
    print(names.sorted(by: >))
    print(names.min()!, names.max()!)
    print("Hello".caseInsensitiveCompare("hello") == .orderedSame)
    print("a".compare("b") == .orderedAscending, "b".compare("a") == .orderedDescending)
    print("file10".compare("file9", options: .numeric) == .orderedDescending)
    let files = ["file10.txt", "file2.txt", "file1.txt", "File3.txt"]
    print(files.sorted())
    print(files.sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending })
    print("abc".lowercased() == "ABC".lowercased())
    print(["b", "a", "c"].sorted() == ["a", "b", "c"])
    let versions = ["1.10.0", "1.2.0", "1.9.3"]
    let sortedVersions = versions.sorted { a, b in
        let x = a.split(separator: ".").map { Int($0)! }
        let y = b.split(separator: ".").map { Int($0)! }
        return x.lexicographicallyPrecedes(y)
    }
    print(sortedVersions)
    print(max("pear", "peach"), min("pear", "peach"))
}
