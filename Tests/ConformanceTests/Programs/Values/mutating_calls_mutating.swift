// Mutating methods that call other mutating methods (implicitly on self), building a small text-editor buffer.
struct Buffer {
    var lines: [String] = [""]
    var cursorLine = 0
    var log: [String] = []

    mutating func note(_ s: String) {
        log.append(s)
    }

    mutating func type(_ text: String) {
        lines[cursorLine] += text
        note("type \(text)")
    }

    mutating func newline() {
        lines.insert("", at: cursorLine + 1)
        cursorLine += 1
        note("newline")
    }

    mutating func typeLine(_ text: String) {
        type(text)
        newline()
    }

    mutating func typeLines(_ texts: [String]) {
        for t in texts {
            self.typeLine(t)
        }
        note("batch of \(texts.count)")
    }

    mutating func clear() {
        let entries = log.count
        self = Buffer()
        note("cleared after \(entries) entries")
    }
}

func main() {
    var b = Buffer()
    b.type("Hello")
    b.type(", world")
    b.newline()
    b.typeLines(["one", "two"])
    print(b.lines, b.cursorLine)
    print(b.log)
    let saved = b
    b.clear()
    print(b.lines, b.cursorLine, b.log)
    print(saved.lines.count, saved.log.count)
}
