/// An SF Symbol inside text: `Text("\(Image(systemName: "star.fill")) 4.8")`.
///
/// String interpolation makes a string before `Text` sees it, so the
/// interpreter writes the symbol as a marker — its name between two
/// private-use characters — and `TextContent` turns each marker into a run
/// of its own. A marker that is not closed stays text.
public enum InlineSymbol {
    static let open: Character = "\u{E000}"
    static let close: Character = "\u{E001}"
    /// What a symbol run holds as its text: one object replacement character.
    public static let placeholder = "\u{FFFC}"

    /// The marker for a symbol, to interpolate into a string.
    public static func marker(_ name: String) -> String {
        "\(open)\(name.filter { $0 != open && $0 != close })\(close)"
    }

    /// The runs of a string: text, and a run per symbol marker.
    static func runs(in string: String) -> [TextRun] {
        guard string.contains(open) else { return [TextRun(string: string)] }
        var runs: [TextRun] = []
        var text = ""
        var rest = Substring(string)
        while let start = rest.firstIndex(of: open) {
            guard let end = rest[start...].firstIndex(of: close) else { break }
            text += rest[..<start]
            if !text.isEmpty { runs.append(TextRun(string: text)) }
            text = ""
            var symbol = TextRun(string: placeholder)
            symbol.symbol = String(rest[rest.index(after: start)..<end])
            runs.append(symbol)
            rest = rest[rest.index(after: end)...]
        }
        text += rest
        if !text.isEmpty || runs.isEmpty { runs.append(TextRun(string: text)) }
        return runs
    }
}
