// Checks multiline string literals, raw strings, escapes and interpolation inside them.
func main() {
    let multi = """
        Title
          indented line
        last line
        """
    print(multi)
    print(multi.count, multi.split(separator: "\n").count)
    let continued = """
        one \
        line
        """
    print(continued)
    let withQuotes = """
        She said "hi" and left.
        """
    print(withQuotes)
    let raw = #"C:\path\to\file "quoted""#
    print(raw)
    let rawInterp = #"value: \#(42) literal: \(x)"#
    print(rawInterp)
    let doubleHash = ##"contains "# inside"##
    print(doubleHash)
    print("tab:\tend")
    print("quote: \" backslash: \\ apostrophe: \'")
    print("unicode: \u{2764} \u{1F600} null-free")
    print("line1\nline2")
    print("cr-free \r\n".count)
    let name = "Kit"
    print("Hello, \(name)! You have \(3 + 4) messages.")
    print("nested \("inner \(name.uppercased())")")
    let empty = """
        """
    print("[\(empty)]", empty.isEmpty)
    let rawMulti = #"""
        regex: \d+\.\d*
        """#
    print(rawMulti)
    print(raw.count, rawInterp.count)
}
