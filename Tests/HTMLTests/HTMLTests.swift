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
