import DesignModel
import Diagnostics

/// `AttributedString`: a plain one is a `.string`; once a run is given an
/// attribute (`run.font = .title`, `run.foregroundColor = .red`) it becomes
/// a record of styled runs that `+` joins and `Text(_:)` draws run by run,
/// as SwiftUI draws an attributed string's SwiftUI attributes.
enum AttributedStrings {
    static let typeName = "AttributedString"

    /// The runs of an attributed or plain string; nil for anything else.
    static func runs(_ value: Value) -> [TextRun]? {
        switch value {
        case .string(let text): return TextContent(text).runs
        case .record(let record) where record.typeName == typeName:
            guard case .view(.text(let content))? = record["text"] else { return nil }
            return content.runs
        default: return nil
        }
    }

    static func isAttributed(_ value: Value) -> Bool {
        if case .record(let record) = value { return record.typeName == typeName }
        return false
    }

    static func make(_ runs: [TextRun]) -> Value {
        .record(Record(typeName, ["text": .view(.text(TextContent(runs: runs)))]))
    }

    /// Its characters, attributes dropped (`String(s.characters)`, interpolation).
    static func plain(_ value: Value) -> String? {
        runs(value).map { $0.map(\.string).joined() }
    }

    /// `a + b` where either side carries attributes.
    static func joined(_ left: Value, _ right: Value, at location: FileLocation) throws -> Value? {
        guard isAttributed(left) || isAttributed(right), let a = runs(left), let b = runs(right) else { return nil }
        _ = try Budget.string(plain(left)! + plain(right)!, at: location)
        // `AttributedString()` joined with a run adds no empty run of its own.
        return make((a + b).filter { !$0.string.isEmpty })
    }

    /// `text.font = .title` and the other attributes SwiftUI draws, set on
    /// every run; nil for an attribute with no picture here (`link`,
    /// `backgroundColor`), which the caller notes.
    static func setting(_ attribute: String, of value: Value, to newValue: Value, interpreter: Interpreter, in frame: Frame) throws -> Value? {
        guard var runs = runs(value) else { return nil }
        switch attribute {
        case "font":
            guard case .font(let font) = try interpreter.coerce(newValue, toNamed: "Font", in: frame) else { return nil }
            for index in runs.indices { runs[index].font = font }
        case "foregroundColor":
            let style = try interpreter.shapeStyle(newValue, in: frame)
            for index in runs.indices { runs[index].style = style }
        case "underlineStyle", "strikethroughStyle":
            // `.single` and the other patterns draw a line in the text's colour; nil removes it.
            let line: ColorValue?? = newValue.isNone ? nil : .some(nil)
            for index in runs.indices {
                if attribute == "underlineStyle" { runs[index].underline = line } else { runs[index].strikethrough = line }
            }
        case "kern", "tracking":
            guard let amount = newValue.asDouble else { return nil }
            for index in runs.indices { runs[index].tracking = amount }
        default:
            return nil
        }
        return make(runs)
    }
}
