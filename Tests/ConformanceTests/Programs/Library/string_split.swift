// Checks split(separator:) with its options, split(whereSeparator:) and components(separatedBy:).
import Foundation

func main() {
    let csv = "a,b,,c,"
    print(csv.split(separator: ","))
    print(csv.split(separator: ",", omittingEmptySubsequences: false))
    print(csv.split(separator: ",", maxSplits: 1))
    print(csv.components(separatedBy: ","))
    print(",".split(separator: ","), ",".components(separatedBy: ","))
    print("".split(separator: ","), "".components(separatedBy: ","))
    let sentence = "  the quick  brown fox "
    print(sentence.split(separator: " "))
    print(sentence.split(separator: " ").count)
    print(sentence.components(separatedBy: " ").count)
    print(sentence.split(whereSeparator: { $0 == " " || $0 == "o" }))
    print("a->b->c".components(separatedBy: "->"))
    print("k1=v1;k2=v2".split(separator: ";").map { $0.split(separator: "=") })
    print("line1\nline2\n\nline4".split(separator: "\n"))
    print("a b\tc".components(separatedBy: .whitespaces))
    let path = "/Users/me/Documents/report.pdf"
    let parts = path.split(separator: "/")
    print(parts.last!, parts.count)
    let fileParts = parts.last!.split(separator: ".")
    print("name:", fileParts[0], "ext:", fileParts[1])
    let header = "Content-Type: text/html; charset=utf-8"
    let kv = header.split(separator: ":", maxSplits: 1).map { String($0) }
    print(kv)
    print(type(of: "a,b".split(separator: ",")), type(of: "a,b".components(separatedBy: ",")))
}
