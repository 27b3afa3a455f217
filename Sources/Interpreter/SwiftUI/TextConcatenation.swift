import DesignModel

/// `Text("a") + Text("b").bold()`: one text of several styled runs.
enum TextConcatenation {
    static func combine(_ left: ViewNode, _ right: ViewNode) -> ViewNode? {
        guard let leftRuns = runs(left), let rightRuns = runs(right) else { return nil }
        return .text(TextContent(runs: leftRuns + rightRuns))
    }

    /// The runs of a text, with the text modifiers applied to it folded in;
    /// nil for anything else, or a text under other modifiers (which `+`
    /// does not accept in SwiftUI).
    static func runs(_ node: ViewNode) -> [TextRun]? {
        switch node {
        case .text(let content):
            return content.runs
        case .modified(let inner, .environment(let modifier)):
            guard var runs = runs(inner) else { return nil }
            for index in runs.indices {
                switch modifier {
                case .font(let font): if runs[index].font == nil { runs[index].font = font }
                case .fontWeight(let weight): if runs[index].weight == nil { runs[index].weight = weight }
                case .italic: runs[index].italic = true
                case .foregroundStyle(let style, _): if runs[index].style == nil { runs[index].style = style }
                case .tracking(let value): if runs[index].tracking == nil { runs[index].tracking = value }
                case .monospacedDigit: runs[index].monospacedDigit = true
                case .strikethrough(let color): if runs[index].strikethrough == nil { runs[index].strikethrough = .some(color) }
                case .underline(let color): if runs[index].underline == nil { runs[index].underline = .some(color) }
                case .tint, .lineLimit, .lineSpacing, .multilineTextAlignment, .textCase, .colorScheme, .buttonStyle, .fontDesign,
                     .minimumScaleFactor, .truncationMode, .redacted, .containerShape, .controls, .symbols, .layoutDirection: return nil
                }
            }
            return runs
        case .modified(_, .layout), .modified(_, .effect), .modified(_, .container):
            return nil
        case .textField, .image, .shape, .color, .style, .stack, .spacer, .divider, .empty, .group, .geometryReader, .scrollView, .control, .placeholder:
            return nil
        }
    }
}
