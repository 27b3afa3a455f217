import DesignModel
import TextShaping

/// Breaks text into lines the way Text does: greedily at spaces, inside a
/// word only when the word alone is too wide, truncating the last line with
/// "…" when lines run out. Widths come from HarfBuzz.
struct TextLayout {
    struct Style {
        var font: FontSpec
        var tracking: Double
        /// Set for an SF Symbol inside the text: its advance, at `font`'s size.
        var symbolAdvance: Double?
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

    /// The same text with every font size (and tracking) scaled.
    func scaled(by factor: Double) -> TextLayout {
        TextLayout(measurer: measurer, styles: styles.map { style in
            var font = style.font
            font.size *= factor
            return Style(font: font, tracking: style.tracking * factor, symbolAdvance: style.symbolAdvance.map { $0 * factor })
        }, runs: runs)
    }

    func width(_ text: String, style: Int) -> Double {
        if let advance = styles[style].symbolAdvance { return advance * Double(text.count) }
        return measurer.width(of: text, font: styles[style].font, tracking: styles[style].tracking)
    }

    /// Lines for a width (nil: no limit, one line per paragraph).
    /// `truncated` says whether the text had to be cut to fit.
    func lines(maxWidth: Double?, maxLines: Int?, truncation: TruncationMode = .tail) -> [Line] {
        layout(maxWidth: maxWidth, maxLines: maxLines, truncation: truncation).lines
    }

    func layout(maxWidth: Double?, maxLines: Int?, truncation: TruncationMode = .tail) -> (lines: [Line], truncated: Bool) {
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
                // Only a word that ends in a space has a narrower visible part.
                let visibleWidth = word.text.utf8.last == UInt8(ascii: " ") ? width(trailingTrimmed(word.text), style: word.style) : wordWidth
                if !line.isEmpty, lineWidth + visibleWidth > maxWidth + 0.001 {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                if line.isEmpty, visibleWidth > maxWidth + 0.001 {
                    // A word wider than the line: break it between characters,
                    // summing each character's advance (one pass, however long the word).
                    var chunk = ""
                    var chunkWidth = 0.0
                    for character in word.text {
                        let advance = width(String(character), style: word.style)
                        if !chunk.isEmpty, character != " ", chunkWidth + advance > maxWidth + 0.001 {
                            lines.append([Piece(text: chunk, style: word.style)])
                            (chunk, chunkWidth) = ("", 0)
                        }
                        chunk.append(character)
                        chunkWidth += advance
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
        let everything = lines.flatMap { $0 }
        if let maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(max(maxLines, 1)))
            truncated = true
        }
        var result = lines.map(measure)
        if truncated || (maxWidth != nil && (result.last?.width ?? 0) > maxWidth! + 0.001) {
            // A single line cut at its head or middle keeps its end; otherwise the last line loses its tail.
            if result.count == 1, truncation != .tail {
                result[0] = ellipsize(everything, maxWidth: maxWidth ?? .infinity, at: truncation)
            } else {
                result[result.count - 1] = ellipsize(lines[lines.count - 1], maxWidth: maxWidth ?? .infinity, force: truncated)
            }
            truncated = true
        }
        return (result, truncated)
    }

    /// `.truncationMode(.head)` / `.middle`: "…" at the start or in the
    /// middle of a line, keeping as many characters as fit around it.
    private func ellipsize(_ pieces: [Piece], maxWidth: Double, at mode: TruncationMode) -> Line {
        let style = pieces.first?.style ?? 0
        let characters = Array(trailingTrimmed(pieces.map(\.text).joined()))
        let ellipsis = width("…", style: style)
        var keptFront = 0, keptBack = 0, used = ellipsis
        // Take characters from the kept ends in turn while they fit.
        var takeBack = true
        while keptFront + keptBack < characters.count {
            let index = takeBack ? characters.count - 1 - keptBack : keptFront
            let advance = width(String(characters[index]), style: style)
            guard used + advance <= maxWidth + 0.001 else { break }
            used += advance
            if takeBack { keptBack += 1 } else { keptFront += 1 }
            if mode == .middle { takeBack.toggle() }
        }
        let front = String(characters.prefix(keptFront)), back = String(characters.suffix(keptBack))
        return measure([Piece(text: front + "…" + back, style: style)])
    }

    private func trailingTrimmed(_ text: String) -> String {
        // Text whose last byte is not a space cannot end in a space character.
        guard text.utf8.last == UInt8(ascii: " ") else { return text }
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

    /// Cuts a line so that it and a trailing "…" fit: whole pieces while
    /// they fit, then the characters of the piece that does not.
    private func ellipsize(_ pieces: [Piece], maxWidth: Double, force: Bool) -> Line {
        let ellipsisStyle = pieces.last?.style ?? 0
        var budget = maxWidth + 0.001 - width("…", style: ellipsisStyle)
        var kept: [Piece] = []
        for piece in pieces {
            let pieceWidth = width(trailingTrimmed(piece.text), style: piece.style)
            if pieceWidth <= budget {
                kept.append(piece)
                budget -= width(piece.text, style: piece.style)
                continue
            }
            var partial = ""
            for character in piece.text {
                let advance = width(String(character), style: piece.style)
                guard advance <= budget else { break }
                partial.append(character)
                budget -= advance
            }
            if !partial.isEmpty { kept.append(Piece(text: partial, style: piece.style)) }
            break
        }
        if let last = kept.last { kept[kept.count - 1].text = trailingTrimmed(last.text) }
        return measure(kept.filter { !$0.text.isEmpty } + [Piece(text: "…", style: ellipsisStyle)])
    }
}
