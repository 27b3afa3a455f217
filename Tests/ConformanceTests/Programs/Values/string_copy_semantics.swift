// Strings are values: appending to or replacing characters in a copy leaves the original text unchanged.
struct Label {
    var text: String
}

func shout(_ s: String) -> String {
    var s = s
    s += "!"
    s = s.uppercased()
    return s
}

func main() {
    var title = "Settings"
    let saved = title
    title += " > General"
    print(saved)
    print(title)

    print(shout(saved), saved)

    var label = Label(text: "Hello")
    let labelCopy = label
    label.text.append(", world")
    label.text.removeFirst()
    print(label.text, "|", labelCopy.text)

    var words = ["one", "two"]
    var w = words[0]
    w.append("!")
    words[1] += "?"
    print(words, w)

    var s = "abc"
    var t = s
    t.insert("X", at: t.startIndex)
    s.removeLast()
    print(s, t, s.count, t.count)

    var chars = Array("swift")
    var text = String(chars)
    chars[0] = "S"
    text.append(contentsOf: "UI")
    print(String(chars), text)
}
