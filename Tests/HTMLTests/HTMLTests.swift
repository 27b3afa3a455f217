import HTML
import Testing

@Suite struct HTMLTests {
    @Test func textIsEscaped() {
        let node = p { "<script>alert(\"x\") & 'y'</script>" }
        #expect(node.render() == "<p>&lt;script&gt;alert(\"x\") &amp; 'y'&lt;/script&gt;</p>")
    }

    @Test func attributeValuesAreEscaped() {
        let node = a(.href("x\" onclick=\"alert(1)\""), .title("<'&'>")) { "link" }
        #expect(node.render() == "<a href=\"x&quot; onclick=&quot;alert(1)&quot;\" title=\"&lt;&#39;&amp;&#39;&gt;\">link</a>")
    }

    @Test func builderSupportsConditionsLoopsAndNilAttributes() {
        let items = ["a", "b"]
        let flag = false
        let node = ul(.class("list"), nil) {
            for item in items { li { item } }
            if flag { li { "hidden" } } else { li { "shown" } }
        }
        #expect(node.render() == "<ul class=\"list\"><li>a</li><li>b</li><li>shown</li></ul>")
    }

    @Test func closingStyles() {
        #expect(br().render() == "<br>")
        #expect(input(.type("search"), .flag("hidden")).render() == "<input type=\"search\" hidden>")
        #expect(HTMLNode.element("path", [.custom("d", "M0 0")], closing: .selfClosing).render() == "<path d=\"M0 0\"/>")
        #expect(div().render() == "<div></div>")
    }

    @Test func trustedMarkupIsTheOnlyUnescapedPath() {
        let node = div { HTMLNode.trustedMarkup("<svg/>"); "<svg/>" }
        #expect(node.render() == "<div><svg/>&lt;svg/&gt;</div>")
    }

    @Test func nonASCIITextPassesThrough() {
        #expect(span { "Recovery → 73 % · ▲" }.render() == "<span>Recovery → 73 % · ▲</span>")
    }

    /// Escaping copies runs of bytes between entities; it must give what
    /// replacing one character at a time gives, next to multi-byte
    /// characters, at both ends and with nothing to escape.
    @Test func escapingByRunsMatchesCharacterByCharacter() {
        func reference(_ text: String, attribute: Bool) -> String {
            var output = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": output += "&amp;"
                case "<": output += "&lt;"
                case ">": output += "&gt;"
                case "\"" where attribute: output += "&quot;"
                case "'" where attribute: output += "&#39;"
                default: output.unicodeScalars.append(scalar)
                }
            }
            return output
        }
        let pieces = ["", "a", "&", "<", ">", "\"", "'", "é", "→", "👩‍👩‍👧", "\u{301}", "plain text", "&amp;", "\n", "\u{0}"]
        var samples = pieces
        for first in pieces { for second in pieces { samples.append(first + second); samples.append(second + first + second) } }
        for sample in samples {
            #expect(Escaping.text(sample) == reference(sample, attribute: false), "text \(sample.debugDescription)")
            #expect(Escaping.attribute(sample) == reference(sample, attribute: true), "attribute \(sample.debugDescription)")
        }
    }
}

/// `SVGNumber` writes numbers below a trillion from their thousandths; the
/// text must be what rounding and Swift's own description gave.
@Suite struct SVGNumberTests {
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.utf8.contains(UInt8(ascii: "e")) { return abs(rounded) < 9e15 ? String(Int(rounded)) : String(format: "%.0f", rounded) }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    @Test func matchesRoundingAndDescription() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 0.0005, -0.0005, 0.00049999, -0.00049999, 0.001, -0.001, 0.0015, 0.1, 0.2, 0.3,
                                1.0 / 3, -2.0 / 3, 10.125, 999.9995, -999.9995, 1e9 + 0.001, 1e11 + 0.123, 999_999_999_999.999, 1e12, -1e12 + 0.5,
                                1e15, 9e15, 1e16, 1e300, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .ulpOfOne, 390, 844, 47.333333]
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<20_000 {
            let magnitude = [1.0, 10, 400, 1000, 1e6, 1e9, 1e12, 1e14][Int(next() * 8)]
            values.append((next() - 0.5) * 2 * magnitude)
            values.append(((next() - 0.5) * 2 * magnitude * 1000).rounded() / 1000)
        }
        for value in values {
            #expect(SVGNumber.format(value) == Self.reference(value), "\(value)")
        }
    }
}
