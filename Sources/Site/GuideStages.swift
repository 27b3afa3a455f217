import DesignModel
import Diagnostics
import Interpreter
import Markdown
import TextShaping

extension DesignTokens {
    /// Whether any colour has a light and a dark value: the guide's page then
    /// shows every component and colour in either scheme.
    var definesBothSchemes: Bool { resolvedColors.contains { $0.value?.dark != nil } }
}

/// What one stage made of a guide, with the diagnostics it found.
struct StageResult<Value> {
    var value: Value
    var diagnostics: [Diagnostic]
}

/// The stages between a parsed guide and a drawn one. Each takes what the
/// earlier stages made and nothing else, so a cache or a process boundary
/// can sit between any two of them.
enum GuideStages {
    /// Evaluates every static member of the guide's `Color` and `Font` extensions.
    static func evaluateTokens(_ parsed: ParsedGuide) -> StageResult<DesignTokens> {
        let extraction = TokenExtractor.extract(from: parsed.declarations, interpreter: Interpreter(table: parsed.declarations))
        return StageResult(value: extraction.tokens, diagnostics: extraction.diagnostics)
    }

    /// Reads every paragraph and list item for contrast claims and checks
    /// them against the evaluated tokens; a claim that does not hold is a warning.
    static func checkClaims(_ parsed: ParsedGuide, tokens: DesignTokens) -> StageResult<[SourcePosition: [ContrastClaim]]> {
        let reader = ContrastClaimReader(tokens: tokens)
        let file = parsed.sourcePath
        var claims: [SourcePosition: [ContrastClaim]] = [:]
        var diagnostics: [Diagnostic] = []
        func check(_ inlines: [Inline], at position: SourcePosition) {
            let found = reader.claims(in: inlines.plainText)
            guard !found.isEmpty else { return }
            claims[position, default: []] += found
            for claim in found {
                for check in claim.checks where !check.holds {
                    let verb = check.claimsFailure ? "passes" : "is below"
                    diagnostics.append(.warning(
                        "contrast claim does not hold: \(check.foreground.label) on \(check.background.label) is \(WCAG.format(check.ratio)), which \(verb) the \(RGBA.trimmed(check.required)):1 that \(claim.requirement) needs (\"\(claim.text)\")",
                        at: FileLocation(file: file, line: position.line, column: position.column)
                    ))
                }
            }
        }
        // Paragraphs are claims' units, except inside list items, where the item is.
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .paragraph(let inlines):
                    check(inlines, at: block.position)
                case .blockQuote(let children):
                    walk(children)
                case .list(let list):
                    for item in list.items {
                        var text: [Inline] = []
                        for child in item.blocks {
                            if case .paragraph(let inlines) = child.kind { text += inlines + [.softBreak] }
                        }
                        check(text, at: item.position)
                        walk(item.blocks.filter { if case .list = $0.kind { true } else { false } })
                    }
                default:
                    break
                }
            }
        }
        walk(parsed.document.blocks)
        return StageResult(value: claims, diagnostics: diagnostics)
    }

    /// Draws every View struct: interpreter, layout, SVG. `willDraw` hears
    /// each component's name before its drawing starts, so a crash inside
    /// one can be blamed on it.
    static func drawComponents(_ parsed: ParsedGuide, tokens: DesignTokens, fonts: FontLibrary,
                               willDraw: (String) -> Void) -> StageResult<[RenderedComponent]> {
        let components = ComponentGallery(slug: parsed.slug, tokens: tokens, fonts: fonts)
            .render(parsed.declarations, bothSchemes: tokens.definesBothSchemes, willDraw: willDraw)
        return StageResult(value: components, diagnostics: ComponentGallery.diagnostics(for: components))
    }
}
