// Checks description and debugDescription of Character, Substring and String, including escaping.
func main() {
    let c: Character = "x"
    print(c)
    print(c.description, c.debugDescription)
    print([c])
    print(String(describing: c), String(reflecting: c))
    let quote: Character = "\""
    print(quote, quote.debugDescription, [quote])
    let newline: Character = "\n"
    print(newline.debugDescription, [newline])
    let s = "tab\there \"q\" back\\slash"
    print(s)
    print(s.debugDescription)
    print([s])
    let sub = s.prefix(3)
    print(sub, sub.debugDescription, [sub])
    print(String(reflecting: sub))
    print("".debugDescription, [""])
    print("é".debugDescription, "😀".debugDescription)
    print("\u{0}".debugDescription, "\u{7}".debugDescription, "\r".debugDescription)
    print("\u{200B}".debugDescription, "\u{301}".debugDescription)
    print("'single'".debugDescription)
    let chars = Array("a b")
    print(chars)
    print("hello".split(separator: "l"))
    print(Optional(c) as Any, Optional(sub) as Any)
    print((c, sub, "str"))
}
