import DesignModel
import TextShaping

/// Breaks text into lines the way Text does: greedily at spaces, inside a
/// word only when the word alone is too wide, truncating the last line with
/// "…" when lines run out. Widths come from HarfBuzz.
struct TextLayout {
    struct Style {
        var font: FontSpec
        var tracking: Double
    }

    /// A piece of text in one style.
    struct Piece {
        var text: String
        var style: Int
    }

    struct Line {
        var pieces: [Piece]
        var width: Double
        var ascent: Double
        var descent: Double
        var leading: Double
    }

    let measurer: TextMeasurer
    let styles: [Style]
    /// The text as runs of (string, style index).
    let runs: [Piece]
    /// The text split once into paragraphs (at "\n") of words, each word
    /// keeping its trailing space.
    private let paragraphs: [[Piece]]

    init(measurer: TextMeasurer, styles: [Style], runs: [Piece]) {
        self.measurer = measurer
        self.styles = styles
        self.runs = runs
        var paragraphs: [[Piece]] = [[]]
        for run in runs {
            var current = ""
            for character in run.text {
                if character == "\n" {
                    if !current.isEmpty { paragraphs[paragraphs.count - 1].append(Piece(text: current, style: run.style)) }
                    current = ""
                    paragraphs.append([])
                } else {
                    current.append(character)
                    if character == " " {
                        paragraphs[paragraphs.count - 1].append(Piece(text: current, style: run.style))
                        current = ""
                    }
                }
            }
            if !current.isEmpty { paragraphs[paragraphs.count - 1].append(Piece(text: current, style: run.style)) }
        }
        self.paragraphs = paragraphs
    }

    func width(_ text: String, style: Int) -> Double {
        measurer.width(of: text, font: styles[style].font, tracking: styles[style].tracking)
    }

    /// Lines for a width (nil: no limit, one line per paragraph).
    func lines(maxWidth: Double?, maxLines: Int?) -> [Line] {
        var lines: [[Piece]] = []
        for paragraph in paragraphs {
            guard let maxWidth else {
                lines.append(paragraph)
                continue
            }
            var line: [Piece] = []
            var lineWidth = 0.0
            for word in paragraph {
                let wordWidth = width(word.text, style: word.style)
                let visibleWidth = width(trailingTrimmed(word.text), style: word.style)
                if !line.isEmpty, lineWidth + visibleWidth > maxWidth + 0.001 {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                if line.isEmpty, visibleWidth > maxWidth + 0.001 {
                    // A word wider than the line: break it between characters.
                    var chunk = ""
                    for character in word.text {
                        let candidate = chunk + String(character)
                        if !chunk.isEmpty, width(trailingTrimmed(candidate), style: word.style) > maxWidth + 0.001 {
                            lines.append([Piece(text: chunk, style: word.style)])
                            chunk = String(character)
                        } else {
                            chunk = candidate
                        }
                    }
                    line = [Piece(text: chunk, style: word.style)]
                    lineWidth = width(chunk, style: word.style)
                    continue
                }
                line.append(word)
                lineWidth += wordWidth
            }
            lines.append(line)
        }

        var truncated = false
        if let maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(max(maxLines, 1)))
            truncated = true
        }
        var result = lines.map(measure)
        if truncated || (maxWidth != nil && (result.last?.width ?? 0) > maxWidth! + 0.001) {
            result[result.count - 1] = ellipsize(lines[lines.count - 1], maxWidth: maxWidth ?? .infinity, force: truncated)
        }
        return result
    }

    private func trailingTrimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    /// A line's width (trailing spaces do not count) and vertical metrics.
    private func measure(_ pieces: [Piece]) -> Line {
        var pieces = pieces
        if let last = pieces.last { pieces[pieces.count - 1].text = trailingTrimmed(last.text) }
        let width = pieces.reduce(0) { $0 + self.width($1.text, style: $1.style) }
        // An empty line still has the height of its (first) style.
        let styleIndexes = pieces.isEmpty ? [runs.first?.style ?? 0] : pieces.map(\.style)
        let metrics = styleIndexes.map { measurer.lineMetrics(for: styles[$0].font) }
        return Line(pieces: pieces, width: width, ascent: metrics.map(\.ascent).max() ?? 0,
                    descent: metrics.map(\.descent).max() ?? 0, leading: metrics.map(\.leading).max() ?? 0)
    }

    /// Cuts a line so that it and a trailing "…" fit.
    private func ellipsize(_ pieces: [Piece], maxWidth: Double, force: Bool) -> Line {
        var pieces = pieces
        let ellipsisStyle = pieces.last?.style ?? 0
        func total(_ list: [Piece]) -> Double { list.reduce(0) { $0 + width($1.text, style: $1.style) } }
        while !pieces.isEmpty {
            var candidate = pieces
            candidate[candidate.count - 1].text = trailingTrimmed(candidate[candidate.count - 1].text)
            if total(candidate) + width("…", style: ellipsisStyle) <= maxWidth + 0.001 {
                return measure(candidate + [Piece(text: "…", style: ellipsisStyle)])
            }
            var last = pieces.removeLast()
            if last.text.count > 1 {
                last.text.removeLast()
                pieces.append(last)
            }
        }
        return measure([Piece(text: "…", style: ellipsisStyle)])
    }
}
