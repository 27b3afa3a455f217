import DesignModel
import Diagnostics

/// Helpers the view and modifier vocabularies share: builder content,
/// the text a value shows, alignments, grids.
enum ViewConstructors {
    /// Views a builder closure (or a single view) lists.
    static func builderContent(_ value: Value, interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        if case .function(let function) = value {
            return try interpreter.viewNode(interpreter.call(function, [], at: frame.source.syntax, in: frame, mode: .builder), at: frame.source.syntax, in: frame)
        }
        return try interpreter.viewNode(value, at: frame.source.syntax, in: frame)
    }

    /// A stack's children: groups (from `ForEach`, `if`, builders) flattened.
    static func flatten(_ node: ViewNode) -> [ViewNode] {
        switch node {
        case .group(let children): return children.flatMap(flatten)
        case .empty: return []
        case .text, .textField, .image, .shape, .color, .style, .stack, .spacer, .divider, .modified, .geometryReader, .scrollView, .control, .placeholder:
            return [node]
        }
    }

    /// The string a `Text` shows: interpolated strings are already text;
    /// numbers use SwiftUI's default formatting.
    static func textString(_ value: Value, format: Value?, interpreter: Interpreter, in frame: Frame) throws -> String {
        if let format, let number = value.asDouble {
            return NumberFormats.format(number, style: format)
        }
        switch value {
        case .string(let text): return text
        case .int(let number): return NumberFormats.grouped(Double(number), fractionDigits: 0)
        case .integer(let number): return NumberFormats.grouped(Double(number.number), fractionDigits: 0)
        case .double(let number): return NumberFormats.grouped(number, fractionDigits: nil)
        case .float(let number): return NumberFormats.grouped(Double(number), fractionDigits: nil)
        default: return try interpreter.describe(value, at: frame.source.syntax, in: frame)
        }
    }

    static func alignment(_ value: Value?, default fallback: Alignment, axis: Axis?) throws -> Alignment {
        guard let value else { return fallback }
        guard let name = value.caseName else { throw builtinError("alignment must be a name like .leading") }
        switch axis {
        case .horizontal?:
            // HStack(alignment:) takes a VerticalAlignment.
            switch name {
            case "top": return .top
            case "bottom": return .bottom
            case "firstTextBaseline": return Alignment(horizontal: .center, vertical: .firstTextBaseline)
            case "lastTextBaseline": return Alignment(horizontal: .center, vertical: .lastTextBaseline)
            default: return .center
            }
        case .vertical?:
            switch name {
            case "leading": return .leading
            case "trailing": return .trailing
            default: return .center
            }
        case nil:
            guard let named = Alignment.named[name] else { throw builtinError("unknown alignment .\(name)") }
            return named
        }
    }

    /// `RoundedRectangle`, `UnevenRoundedRectangle` and `.rect(cornerRadius:)`
    /// default to `.continuous` corners (Apple's current SDK).
    static func cornerStyle(_ value: Value?) -> CornerStyle {
        value?.caseName == "circular" ? .circular : .continuous
    }

    /// `LazyVGrid(columns:)`: rows of `columns.count` equal flexible cells.
    static func grid(_ arguments: [Argument], children: [ViewNode], vertical: Bool) throws -> ViewNode {
        var columnCount = 2
        var cellSpacing: Double?
        if case .array(let columns)? = arguments.value("columns") ?? arguments.value("rows") {
            columnCount = max(columns.count, 1)
            if case .record(let first)? = columns.first { cellSpacing = first["spacing"]?.asDouble }
        }
        let spacing = try arguments.number("spacing")
        var rows: [ViewNode] = []
        var index = 0
        while index < children.count {
            let cells = children[index..<min(index + columnCount, children.count)].map {
                ViewNode.modified($0, .layout(.frame(FrameSpec(maxWidth: .infinity))))
            }
            var padded = Array(cells)
            while padded.count < columnCount { padded.append(ViewNode.color(.clear).modified(.layout(.frame(FrameSpec(maxWidth: .infinity, maxHeight: 0))))) }
            rows.append(.stack(StackNode(kind: vertical ? .horizontal : .vertical, alignment: .center, spacing: cellSpacing, children: padded)))
            index += columnCount
        }
        return .stack(StackNode(kind: vertical ? .vertical : .horizontal, alignment: .center, spacing: spacing, children: rows))
    }
}

/// The title and symbol of a `.tabItem { Label(...) }`.
enum TabItemLabel {
    static func describe(_ node: ViewNode) -> (title: String, symbol: String?) {
        var title = ""
        var symbol: String?
        func walk(_ node: ViewNode) {
            switch node {
            case .text(let text): if title.isEmpty { title = text.string }
            case .image(let image): if case .systemSymbol(let name) = image.source, symbol == nil { symbol = name }
            case .stack(let stack): stack.children.forEach(walk)
            case .group(let children): children.forEach(walk)
            case .modified(let child, _): walk(child)
            case .control(.label(let label)): walk(label.icon); walk(label.title)
            case .textField, .shape, .color, .style, .spacer, .divider, .empty, .geometryReader, .scrollView, .control, .placeholder: break
            }
        }
        walk(node)
        return (title, symbol)
    }
}

/// Number formatting as `Text` shows numbers.
enum NumberFormats {
    static func grouped(_ number: Double, fractionDigits: Int?) -> String {
        if fractionDigits == 0 || number == number.rounded(), abs(number) < 1e15 {
            let integer = Int(number.rounded())
            let digits = String(abs(integer))
            var grouped = ""
            for (index, digit) in digits.reversed().enumerated() {
                if index > 0 && index % 3 == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            return (integer < 0 ? "-" : "") + String(grouped.reversed())
        }
        return "\(number)"
    }

    /// `.number`, `.percent`, `.currency(code:)`.
    static func format(_ number: Double, style: Value) -> String {
        guard number.isFinite else { return "\(number)" }
        switch style.caseName {
        case "percent":
            return grouped((number * 100).rounded(), fractionDigits: 0) + "%"
        case "currency":
            var code = "USD"
            if case .implicitMember(_, let arguments?) = style, let given = arguments.value("code")?.asString { code = given }
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"][code] ?? code + " "
            let cents = (abs(number) * 100).rounded()
            let whole = grouped((cents / 100).rounded(.down), fractionDigits: 0)
            let fraction = String(format: "%02d", Int(cents.truncatingRemainder(dividingBy: 100)))
            return (number < 0 ? "-" : "") + symbol + whole + "." + fraction
        default:
            return grouped(number, fractionDigits: nil)
        }
    }
}
