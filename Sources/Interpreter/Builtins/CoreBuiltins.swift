import DesignModel
import Foundation
import Guards
import SwiftSemantics

/// The standard library: math, conversions, strings, arrays, ranges,
/// randomness (seeded), and SwiftUI/UIKit value types modelled as records.
enum CoreBuiltins {
    // MARK: - Global functions

    /// The C library's constants Foundation exports (`M_PI`, `M_E`, `DBL_MAX`).
    static let mathConstants: [String: Double] = [
        "M_PI": .pi, "M_PI_2": .pi / 2, "M_PI_4": .pi / 4, "M_1_PI": 1 / .pi, "M_2_PI": 2 / .pi, "M_2_SQRTPI": 2 / Double.pi.squareRoot(),
        "M_E": M_E, "M_LOG2E": M_LOG2E, "M_LOG10E": M_LOG10E, "M_LN2": M_LN2, "M_LN10": M_LN10,
        "M_SQRT2": 2.0.squareRoot(), "M_SQRT1_2": 0.5.squareRoot(),
        "DBL_MAX": .greatestFiniteMagnitude, "DBL_MIN": .leastNormalMagnitude, "DBL_EPSILON": .ulpOfOne,
    ]

    static func globalFunction(_ name: String, interpreter: Interpreter) -> (([Argument]) throws -> Value)? {
        switch name {
        case "min", "max":
            return { arguments in
                let values = arguments.map(\.value)
                guard !values.isEmpty else { throw builtinError("\(name) needs arguments") }
                // Integers of their own type, compared exactly: the first of equals for `min`, the last for `max`.
                if values.allSatisfy({ $0.integerValue != nil }) {
                    return values.dropFirst().reduce(values[0]) { best, item in
                        let less = item.integerValue!.number < best.integerValue!.number
                        return name == "min" ? (less ? item : best) : (item.integerValue!.number < best.integerValue!.number ? best : item)
                    }
                }
                if let numbers = Optional(values.compactMap(\.asDouble)), numbers.count == values.count {
                    return .double(name == "min" ? numbers.min()! : numbers.max()!)
                }
                // Any other Comparable values (strings, a guide's types): by `<`, the first of equals for
                // `min` and the last for `max`, as Swift's do.
                let frame = interpreter.anyFrame
                return try values.dropFirst().reduce(values[0]) { best, item in
                    name == "min" ? (try interpreter.less(item, best, in: frame) ? item : best)
                                  : (try interpreter.less(item, best, in: frame) ? best : item)
                }
            }
        case "abs":
            return { arguments in
                switch arguments.first?.value {
                case .int(let number)?:
                    guard number != .min else { throw builtinError("arithmetic overflow: abs(\(number)) does not fit in an Int") }
                    return .int(abs(number))
                case .integer(let number)?:
                    return try IntegerValue.checked(abs(number.number), number.kind, "abs(\(number.number))").value
                case .double(let number)?: return .double(abs(number))
                case .float(let number)?: return .float(abs(number))
                default: throw builtinError("abs needs a number")
                }
            }
        case "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log2", "log10", "floor", "ceil", "round", "trunc",
             "sqrtf", "sinf", "cosf", "tanf", "expf", "logf", "floorf", "ceilf", "roundf", "fabs", "fabsf", "exp2", "cbrt":
            // C's float variants (`powf`, `sqrtf`) compute the same here.
            let base = name.count > 3 && name.hasSuffix("f") && name != "fabsf" ? String(name.dropLast()) : name
            return { arguments in
                let x = try arguments.requiredNumber(nil)
                return .double(unaryMath(base, x))
            }
        case "pow", "atan2", "hypot", "fmod", "powf", "atan2f", "hypotf", "fmodf", "fmin", "fmax", "fminf", "fmaxf":
            return { arguments in
                let values = arguments.positional.compactMap(\.asDouble)
                guard values.count == 2 else { throw builtinError("\(name) needs two numbers") }
                switch name {
                case "pow", "powf": return .double(pow(values[0], values[1]))
                case "atan2", "atan2f": return .double(atan2(values[0], values[1]))
                case "hypot", "hypotf": return .double(hypot(values[0], values[1]))
                case "fmin", "fminf": return .double(min(values[0], values[1]))
                case "fmax", "fmaxf": return .double(max(values[0], values[1]))
                default: return .double(fmod(values[0], values[1]))
                }
            }
        case "zip":
            return { arguments in
                guard arguments.count == 2 else { throw builtinError("zip needs two sequences") }
                // `zip(ids, 1...)`: an unbounded range gives as many numbers as the other side has elements.
                let bounded = arguments.map { if case .range(_, let upper, _, _) = $0.value { upper.isFinite } else { true } }
                let finite = try zip(arguments, bounded).filter { $1 }.map { try sequence($0.0.value) }
                let length = finite.map(\.count).min() ?? 0
                let lists = try zip(arguments, bounded).map { argument, isBounded in
                    guard !isBounded, case .range(let lower, _, _, let integral) = argument.value else { return try sequence(argument.value) }
                    return (0..<length).map { integral ? .int(Int(saturating: lower) + $0) : .double(lower + Double($0)) }
                }
                return .array(zip(lists[0], lists[1]).map { .tuple([$0, $1], labels: [nil, nil]) })
            }
        case "stride":
            return { arguments in
                let from = try arguments.requiredNumber("from")
                let by = try arguments.requiredNumber("by")
                guard by != 0 else { throw builtinError("stride needs a non-zero step") }
                let integral = [arguments.value("from"), arguments.value("by")].allSatisfy { if case .int? = $0 { true } else { false } }
                var values: [Value] = []
                let end = try arguments.number("to") ?? arguments.requiredNumber("through")
                let length = ((end - from) / by).magnitude
                guard length.isFinite, length <= Double(Limits.collectionCount) else {
                    throw builtinError("stride(from: \(from), to: \(end), by: \(by)) is longer than the \(Limits.collectionCount) steps sitegen evaluates")
                }
                if let to = try arguments.number("to") {
                    for x in Swift.stride(from: from, to: to, by: by) { values.append(integral ? .int(Int(saturating: x)) : .double(x)) }
                } else {
                    let through = try arguments.requiredNumber("through")
                    for x in Swift.stride(from: from, through: through, by: by) { values.append(integral ? .int(Int(saturating: x)) : .double(x)) }
                }
                return .array(values)
            }
        case "print", "debugPrint":
            let style: DescriptionStyle = name == "print" ? .description : .debug
            return { arguments in
                let frame = interpreter.anyFrame
                let items = try arguments.filter { $0.label == nil }.map {
                    try interpreter.describe($0.value, style, staticType: $0.staticType, at: frame.source.syntax, in: frame)
                }
                let separator = arguments.value("separator")?.asString ?? " "
                let terminator = arguments.value("terminator")?.asString ?? "\n"
                let line = items.joined(separator: separator) + terminator
                _ = try Budget.characters(interpreter.console.utf8.count + line.utf8.count, "what the program prints")
                interpreter.console += line
                return .void
            }
        case "swap":
            // `swap(&a, &b)`: each place gets the other's value when the call returns.
            return { [unowned interpreter] arguments in
                guard arguments.count == 2 else { throw builtinError("swap takes two inout arguments") }
                interpreter.inoutResults = [arguments[1].value, arguments[0].value]
                return .void
            }
        case "assert", "precondition":
            return { _ in .void }
        case "NSLocalizedString":
            // No strings tables in a guide: the key is the text (as iOS shows a missing translation).
            return { arguments in
                guard case .string(let key)? = arguments.positional.first else { throw builtinError("NSLocalizedString needs a key") }
                if case .string(let value)? = arguments.value("value"), !value.isEmpty { return .string(value) }
                return .string(key)
            }
        case "withAnimation", "withTransaction":
            return { arguments in
                // A repeating animation swings between the states forever:
                // the picture shows where it starts (a blinking caret, visible).
                if arguments.contains(where: { $0.value.memberPath?.contains("repeatForever") == true }) { return .void }
                // Otherwise the state change inside is what matters: run it now, and give back what it returns.
                if let body = arguments.last(where: { if case .function = $0.value { true } else { false } })?.value {
                    return try interpreter.callFunction(body, [], in: interpreter.anyFrame)
                }
                return .void
            }
        default:
            return nil
        }
    }

    private static func unaryMath(_ name: String, _ x: Double) -> Double {
        switch name {
        case "sqrt": return x.squareRoot()
        case "sin": return sin(x)
        case "cos": return cos(x)
        case "tan": return tan(x)
        case "asin": return asin(x)
        case "acos": return acos(x)
        case "atan": return atan(x)
        case "exp": return exp(x)
        case "log": return log(x)
        case "log2": return log2(x)
        case "log10": return log10(x)
        case "floor": return x.rounded(.down)
        case "ceil": return x.rounded(.up)
        case "round": return x.rounded()
        case "fabs", "fabsf": return abs(x)
        case "exp2": return exp2(x)
        case "cbrt": return cbrt(x)
        default: return x.rounded(.towardZero)
        }
    }

    // MARK: - Initializers

    static let recordTypes = Set([
        "CGPoint", "CGSize", "CGRect", "EdgeInsets", "StrokeStyle", "UnitPoint", "Angle", "Gradient", "GridItem",
        "UITabBarAppearance", "UINavigationBarAppearance", "UITabBarItemAppearance", "UIBarButtonItemAppearance", "UIBlurEffect", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "RectangleCornerRadii", "UIOffset",
        "AnyShapeStyle", "URL", "Date", "Locale", "TimeZone",
    ]).union(systemServices)
    /// SwiftUI's style types and the names their static shorthands have.
    static let builtinStyles: [String: String] = Dictionary(uniqueKeysWithValues: LibraryTypes.systemStyles.map { ($0.typeName, $0.shorthand) })

    static let gestureTypes: Set<String> = [
        "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture",
        "RotateGesture", "SpatialTapGesture", "SimultaneousGesture", "ExclusiveGesture", "SequenceGesture", "AnyGesture",
    ]

    /// Records whose numbers are all `CGFloat`.
    static let geometryTypes: Set<String> = ["CGPoint", "CGSize", "CGRect", "EdgeInsets", "UnitPoint", "RectangleCornerRadii", "UIOffset", "CGVector"]
    /// The fields `init()` of a geometry type sets to zero (`UnitPoint() == .zero`).
    static let zeroFields: [String: [String]] = [
        "CGPoint": ["x", "y"], "UnitPoint": ["x", "y"], "CGSize": ["width", "height"], "CGVector": ["dx", "dy"],
        "CGRect": ["x", "y", "width", "height"], "EdgeInsets": ["top", "leading", "bottom", "trailing"],
    ]
    /// UIKit classes: mutated in place through any reference; their
    /// methods (haptics, appearance presets) change nothing else we draw.
    static let referenceTypes = Set([
        "UITabBarAppearance", "UINavigationBarAppearance", "UITabBarItemAppearance", "UIBarButtonItemAppearance",
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    ]).union(systemServices)

    /// Players, notification centres, the application object: system
    /// services views set up on appear. Nothing they do is drawn, so any use
    /// of one is quietly nothing (a missing property reads nil), never a
    /// failed picture.
    static let systemServices: Set<String> = [
        "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVPlayerItem", "AVPlayerLooper", "AVAudioSession", "AVAsset", "AVURLAsset",
        "NotificationCenter", "UIApplication", "UNUserNotificationCenter", "CLLocationManager", "UIPasteboard",
        "UIAccessibility", "WKWebView", "SKStoreReviewController", "MPNowPlayingInfoCenter",
    ]

    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        switch typeName {
        case "ProposedViewSize":
            return try CustomLayouts.construct(arguments)
        case "EnvironmentValues" where arguments.isEmpty:
            // A set of environment values of its own: every key at its default until written.
            return .record(Record("EnvironmentValues"))
        case "Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32":
            return try floatingConversion(typeName, arguments)
        case _ where IntegerKind.named(typeName) != nil:
            return try integerConversion(IntegerKind.named(typeName)!, arguments)
        case "String.UnicodeScalarView":
            // A view of scalars is the string they make.
            return .string(try arguments.positional.first.map { try sequence($0).compactMap(\.asString).joined() } ?? "")
        case "Unicode.Scalar", "UnicodeScalar":
            // A scalar is a one-scalar string; from a number it may fail (a surrogate, past 0x10FFFF).
            switch arguments.positional.first {
            case .int?, .integer?:
                let code = arguments.positional.first!.integerValue!.number
                return UInt32(exactly: code).flatMap(Unicode.Scalar.init).map { .string(String($0)) } ?? Value.none
            case .string(let text)?:
                return text.unicodeScalars.first.map { .string(String($0)) } ?? Value.none
            default:
                throw builtinError("Unicode.Scalar(...) needs a code or a character")
            }
        case "Substring", "Character" where arguments.count == 1 && arguments[0].label == nil:
            // A substring or a character is a string here.
            if case .string(let text) = arguments[0].value { return .string(typeName == "Character" ? String(text.prefix(1)) : text) }
            return .string(try interpreter.describe(arguments[0].value, at: frame.source.syntax, in: frame))
        case "String":
            // `String(localized: "key")`: no strings tables in a guide.
            if case .string(let key)? = arguments.value("localized") { return .string(key) }
            // `String(decoding: bytes, as: UTF8.self)`: invalid units become U+FFFD, as Swift's decoding does.
            if let units = arguments.value("decoding") {
                let codes = try sequence(units).map { $0.asInt ?? 0 }
                let encoding = arguments.value("as").flatMap { if case .type(let type) = $0 { type.simpleName } else { nil } }
                if encoding == "UTF16" { return .string(String(decoding: codes.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)) }
                return .string(String(decoding: codes.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self))
            }
            if case .string(let format)? = arguments.value("format") ?? (arguments.first?.label == "format" ? arguments.first?.value : nil) {
                let values = arguments.filter { $0.label != "format" }.flatMap { argument -> [Value] in
                    if argument.label == "arguments", case .array(let items) = argument.value { return items }
                    return [argument.value]
                }
                return .string(try StringFormat.format(format, values))
            }
            if case .string(let text)? = arguments.value("repeating"), let count = arguments.value("count")?.asInt {
                let (total, overflow) = text.utf8.count.multipliedReportingOverflow(by: max(count, 0))
                _ = try Budget.characters(overflow ? .max : total, "String(repeating:count:)")
                return .string(String(repeating: text, count: max(count, 0)))
            }
            if let reflecting = arguments.value("reflecting") {
                return .string(try interpreter.describe(reflecting, .debug, at: frame.source.syntax, in: frame))
            }
            // `String(characters)`, `String(text.reversed())`: the characters, joined.
            if arguments.count == 1, arguments[0].label == nil, let items = try Self.characters(arguments[0].value),
               items.allSatisfy({ if case .string(let item) = $0 { item.count == 1 } else { false } }) {
                return .string(try Budget.string(items.compactMap(\.asString).joined()))
            }
            if let radix = arguments.value("radix")?.asInt, let number = arguments.positional.first?.integerValue?.number {
                guard (2...36).contains(radix) else { throw builtinError("String(_:radix:) needs a radix from 2 to 36") }
                let text = String(number, radix: radix, uppercase: arguments.value("uppercase")?.asBool ?? false)
                return .string(text)
            }
            if let argument = arguments.first(where: { $0.label == nil }) ?? arguments.first(where: { $0.label == "describing" }) {
                return .string(try interpreter.describe(argument.valueAsAny, at: frame.source.syntax, in: frame))
            }
            return .string("")
        case "Bool":
            return arguments.positional.first ?? .bool(false)
        case "Array", "ContiguousArray":
            if let repeating = arguments.value("repeating"), let count = arguments.value("count")?.asInt {
                return .array(Array(repeating: repeating, count: try Budget.count(count, "Array(repeating:count:)")))
            }
            if let source = arguments.positional.first { return .array(try interpreter.elements(of: source, in: frame)) }
            return .array([])
        case "Set":
            guard let source = arguments.positional.first else { return .set([]) }
            return .set(try interpreter.uniqued(try interpreter.elements(of: source, in: frame), in: frame))
        case "Dictionary":
            // `Dictionary(uniqueKeysWithValues: pairs)`, `Dictionary(grouping: items, by: key)`, `Dictionary(pairs, uniquingKeysWith:)`.
            // The key function may be a trailing closure: `Dictionary(grouping: words) { $0.count }`.
            if let grouping = arguments.value("grouping"), let key = arguments.value("by") ?? arguments.last(where: \.isTrailingClosure)?.value {
                var entries: [Value.DictionaryEntry] = []
                for item in try sequence(grouping) {
                    let groupKey = try interpreter.callFunction(key, [item], in: frame)
                    if let index = try entries.firstIndex(where: { try interpreter.valuesEqual($0.key, groupKey, in: frame) }) {
                        if case .array(var members) = entries[index].value { members.append(item); entries[index].value = .array(members) }
                    } else {
                        entries.append(Value.DictionaryEntry(key: groupKey, value: .array([item])))
                    }
                }
                return .dictionary(entries)
            }
            if let pairs = arguments.value("uniqueKeysWithValues") ?? arguments.positional.first {
                var entries: [Value.DictionaryEntry] = []
                let combine = arguments.value("uniquingKeysWith")
                for pair in try sequence(pairs) {
                    guard case .tuple(let parts, _) = pair, parts.count == 2 else { throw builtinError("Dictionary needs (key, value) pairs") }
                    if let index = try entries.firstIndex(where: { try interpreter.valuesEqual($0.key, parts[0], in: frame) }) {
                        guard let combine else { throw builtinError("Dictionary(uniqueKeysWithValues:) found the key \(try interpreter.describe(parts[0], .debug, at: frame.source.syntax, in: frame)) twice") }
                        entries[index].value = try interpreter.callFunction(combine, [entries[index].value, parts[1]], in: frame)
                    } else {
                        entries.append(Value.DictionaryEntry(key: parts[0], value: parts[1]))
                    }
                }
                _ = try Budget.count(entries.count, "a dictionary")
                return .dictionary(entries)
            }
            return .dictionary([])
        case "Result":
            // `Result { try work() }`, `Result(catching: work)`.
            guard let body = arguments.value("catching") ?? arguments.last?.value, body.isCallable else { throw builtinError("Result needs a closure") }
            return try ResultMembers.catching(body, interpreter: interpreter, in: frame)
        case "Optional":
            // `Optional(x)` is `x`; `Optional<T>.none` is nil.
            return arguments.positional.first ?? Value.none
        case _ where gestureTypes.contains(typeName):
            // Gestures have no picture: what they do happens on a device.
            return .opaque(typeName)
        case "LocalizedStringKey":
            // `Text(LocalizedStringKey(markdown))` draws the markdown's text.
            return .string(plainText(ofMarkdown: arguments.positional.first?.asString ?? arguments.value("stringLiteral")?.asString ?? ""))
        case "Decimal":
            if let number = arguments.positional.first?.asDouble { return .double(number) }
            if let text = arguments.value("string")?.asString { return Double(text).map(Value.double) ?? Value.none }
            return .double(0)
        case "URL":
            let text = arguments.value("string")?.asString ?? arguments.value("fileURLWithPath")?.asString ?? arguments.positional.first?.asString ?? ""
            return .record(Record("URL", ["absoluteString": .string(text)]))
        case "CGRect":
            // `CGRect(origin:size:)` and `CGRect(x:y:width:height:)` alike hold x, y, width, height.
            func field(_ record: Value?, _ name: String) -> Double? {
                if case .record(let inner)? = record { return inner[name]?.asDouble }
                return nil
            }
            let x = try arguments.number("x") ?? field(arguments.value("origin"), "x") ?? 0
            let y = try arguments.number("y") ?? field(arguments.value("origin"), "y") ?? 0
            let width = try arguments.number("width") ?? field(arguments.value("size"), "width") ?? 0
            let height = try arguments.number("height") ?? field(arguments.value("size"), "height") ?? 0
            return .record(Record("CGRect", ["x": .double(x), "y": .double(y), "width": .double(width), "height": .double(height)]))
        case "DispatchTime", "DispatchQueue", "RunLoop", "NotificationCenter", "Bundle":
            return .record(Record(typeName))
        case "Scanner":
            return .record(Record("Scanner", ["string": arguments.value("string") ?? arguments.positional.first ?? .string("")], isReference: true))
        case "CharacterSet":
            return .record(Record("CharacterSet", ["characters": arguments.value("charactersIn") ?? .string("")]))
        case "NumberFormatter", "DateFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter":
            // Formatters are configured through their properties, then asked for strings.
            return .record(Record(typeName, [:], isReference: true))
        case "NSNumber":
            return arguments.first?.value ?? .int(0)
        case "Alignment":
            // `Alignment(horizontal: .leading, vertical: .top)` is `.topLeading`.
            let horizontal = arguments.value("horizontal")?.caseName ?? "center", vertical = arguments.value("vertical")?.caseName ?? "center"
            let name: String
            switch (horizontal, vertical) {
            case ("center", "center"): name = "center"
            case (_, "center"): name = horizontal
            case ("center", _): name = vertical
            default: name = vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
            }
            return .implicitMember(name: name, arguments: nil)
        case "AnyView", "AnyShape":
            // Type erasure: the view itself.
            return arguments.positional.first ?? arguments.first?.value ?? .view(.empty)
        case "UserDefaults":
            return .record(Record("UserDefaults", [:], isReference: true))
        case _ where builtinStyles[typeName] != nil:
            // `.buttonStyle(PlainButtonStyle())` is `.buttonStyle(.plain)`.
            return .implicitMember(name: builtinStyles[typeName]!, arguments: arguments.isEmpty ? nil : arguments)
        case "UUID":
            return .record(Record("UUID", ["uuidString": .string(uuid(&interpreter.random))]))
        case "AttributedString":
            // Its characters; per-range attributes are not kept (Text draws it plain).
            if let markdown = arguments.value("markdown")?.asString { return .string(plainText(ofMarkdown: markdown)) }
            return .string(arguments.positional.first?.asString ?? "")
        case "State", "StateObject", "ObservedObject", "GestureState", "AppStorage", "SceneStorage", "Published", "ScaledMetric", "FocusState":
            // Property wrappers hold their value: `_x = State(initialValue: x)`.
            if let value = arguments.value("initialValue") ?? arguments.value("wrappedValue") ?? arguments.positional.first { return value }
            return typeName == "FocusState" ? .bool(false) : Value.none
        case "Binding":
            // `Binding(get: { x }, set: { x = $0 })`: reads and writes run the closures.
            if let getter = arguments.value("get") {
                let setter = arguments.value("set")
                return .binding(BindingReference(read: { try interpreter.callFunction(getter, [], in: frame) },
                                                 write: { value in _ = try setter.map { try interpreter.callFunction($0, [value], in: frame) } }))
            }
            if let value = arguments.value("projectedValue") ?? arguments.positional.first {
                if case .binding = value { return value }
                return .binding(.cell(value))
            }
            throw builtinError("Binding(...) needs get: or a binding")
        case "Date" where !arguments.isEmpty:
            // A fixed moment, held as seconds since 2001 (`Date()` is the preview's moment).
            var seconds = previewDate
            if let since1970 = try arguments.number("timeIntervalSince1970") { seconds = since1970 - 978_307_200 }
            if let sinceReference = try arguments.number("timeIntervalSinceReferenceDate") { seconds = sinceReference }
            if let sinceNow = try arguments.number("timeIntervalSinceNow") { seconds = previewDate + sinceNow }
            if let interval = try arguments.number("timeInterval") {
                let base: Double = if case .record(let date)? = arguments.value("since") { dateSeconds(date) } else { previewDate }
                seconds = base + interval
            }
            return .record(Record("Date", ["timeIntervalSinceReferenceDate": .double(seconds)]))
        case "Angle":
            if let degrees = try arguments.number("degrees") { return angle(degrees: degrees) }
            if let radians = try arguments.number("radians") { return angle(radians: radians) }
            return angle(degrees: 0)
        case _ where UIKitView.classNames.contains(typeName):
            return .record(UIKitView(rawValue: typeName)!.make(arguments))
        case "UIImage":
            // What it shows: a symbol, or an asset the guide names.
            if let symbol = arguments.value("systemName")?.asString { return .view(.image(ImageContent(source: .systemSymbol(symbol)))) }
            return .view(.image(ImageContent(source: .asset(arguments.value("named")?.asString ?? "image"))))
        default:
            guard recordTypes.contains(typeName) else { return nil }
            var fields: [String: Value] = [:]
            if arguments.isEmpty, let zeroed = zeroFields[typeName] {
                for name in zeroed { fields[name] = .double(0) }
            }
            for (index, argument) in arguments.enumerated() {
                // Geometry is CGFloat: `CGPoint(x: 1, y: 2).x / 2` is 0.5.
                if geometryTypes.contains(typeName), case .int(let number) = argument.value {
                    fields[argument.label ?? "_\(index)"] = .double(Double(number))
                } else {
                    fields[argument.label ?? "_\(index)"] = argument.value
                }
            }
            return .record(Record(typeName, fields, isReference: referenceTypes.contains(typeName)))
        }
    }

    /// The moment previews show, in seconds since 2001-01-01 UTC:
    /// 2024-01-01 09:41 UTC, fixed so that time-driven views are reproducible.
    static let previewDate = 725_794_860.0

    /// A `Date` record's moment in seconds since 2001 (the preview's moment when it has none).
    static func dateSeconds(_ record: Record) -> Double {
        record["timeIntervalSinceReferenceDate"]?.asDouble ?? previewDate
    }

    /// FNV-1a over the UTF-8 bytes, non-negative.
    static func stableHash(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash >> 1)
    }

    /// Inline markdown without its markers: `**bold**` -> `bold`.
    static func plainText(ofMarkdown markdown: String) -> String {
        var text = markdown
        for marker in ["**", "__", "`", "*", "_", "~~"] { text = text.replacingOccurrences(of: marker, with: "") }
        return text
    }

    /// SwiftUI's `Angle` keeps radians; its degrees are worked out from them
    /// as SwiftUI works them out (so `.degrees(30).degrees` is 29.999999999999996).
    static func angle(radians: Double) -> Value {
        .record(Record("Angle", ["radians": .double(radians), "degrees": .double(radians * (180 / .pi))]))
    }

    static func angle(degrees: Double) -> Value { angle(radians: degrees * (.pi / 180)) }

    /// A version-4-shaped UUID string from the seeded generator.
    static func uuid(_ random: inout SeededRandom) -> String {
        let high = random.next(), low = random.next()
        let hex = String(high, radix: 16, uppercase: true).leftPadded(16) + String(low, radix: 16, uppercase: true).leftPadded(16)
        let characters = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }

    // MARK: - Static members

    static func staticMember(_ name: String, of typeName: String, interpreter: Interpreter) -> Value? {
        if let option = OptionSetMembers.systemOption(name, of: typeName) { return option }
        if let constant = NumberMembers.constant(name, of: typeName) { return constant }
        switch (typeName, name) {
        case (_, "minimum"), (_, "maximum"), (_, "minimumMagnitude"), (_, "maximumMagnitude") where ["Double", "CGFloat"].contains(typeName):
            // IEEE 754's minimum and maximum: a NaN operand gives the other one.
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                let values = arguments.compactMap { Operators.numericConstant($0.value, other: .double(0)).asDouble }
                guard values.count == 2 else { throw builtinError("\(name) needs two numbers") }
                switch name {
                case "minimum": return .double(Double.minimum(values[0], values[1]))
                case "maximum": return .double(Double.maximum(values[0], values[1]))
                case "minimumMagnitude": return .double(Double.minimumMagnitude(values[0], values[1]))
                default: return .double(Double.maximumMagnitude(values[0], values[1]))
                }
            }))
        case ("DispatchQueue", "main"), ("DispatchQueue", "global"), ("RunLoop", "main"), ("RunLoop", "current"),
             ("NotificationCenter", "default"), ("Bundle", "main"), ("Bundle", "module"), ("OperationQueue", "main"), ("UserDefaults", "standard"):
            // Schedulers and resources: what they run, runs now; what they load is not in the guide.
            let record = Record(typeName, [:], isReference: true)
            return name == "global" ? .function(.builtin(name: name, BuiltinFunction { _ in .record(record) })) : .record(record)
        case ("DispatchTime", "now"), ("Date", "now"):
            return typeName == "Date" ? .record(Record("Date")) : .function(.builtin(name: name, BuiltinFunction { _ in .record(Record("DispatchTime")) }))
        case ("Timer", "scheduledTimer"):
            // A timer's first tick, as the state after appearing (`Timer.scheduledTimer(withTimeInterval:repeats:) { t in ... }`).
            return .function(.builtin(name: name, BuiltinFunction { [unowned interpreter] arguments in
                let timer = Value.record(Record("Timer", [:], isReference: true))
                if let block = arguments.last(where: { $0.value.isCallable })?.value {
                    _ = try interpreter.runDelayedWork { try interpreter.callFunction(block, [timer], in: interpreter.anyFrame) }
                }
                return timer
            }))
        case ("Timer", "publish"):
            return .function(.builtin(name: name, BuiltinFunction { _ in .record(Record("Timer.TimerPublisher", [:], isReference: true)) }))
        case ("String", "localizedStringWithFormat"):
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                guard case .string(let format)? = arguments.first?.value else { throw builtinError("localizedStringWithFormat needs a format") }
                return .string(try StringFormat.format(format, arguments.dropFirst().map(\.value)))
            }))
        case ("Optional", "none"): return Value.none
        case ("Optional", "some"):
            // `Optional<Int>.some(5)` is the value itself (`.some(nil)`, a value holding nil).
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                guard let wrapped = arguments.first?.value else { throw builtinError("Optional.some needs a value") }
                return wrapped.isNone ? .boxedOptional(.none) : wrapped
            }))
        case ("Unicode", "Scalar"): return .type(TypeReference("Unicode.Scalar"))
        case ("String", "UnicodeScalarView"): return .type(TypeReference("String.UnicodeScalarView"))
        case ("CharacterSet", _):
            return .implicitMember(name: name, arguments: nil)
        case ("UIAccessibility", _):
            // Accessibility settings are off in a preview; announcements do nothing.
            if name.hasPrefix("is") { return .bool(false) }
            return .function(.builtin(name: name, BuiltinFunction { _ in .void }))
        case ("Binding", "constant"):
            return .function(.builtin(name: name, BuiltinFunction { arguments in .binding(.constant(arguments.first?.value ?? Value.none)) }))
        case ("CGPoint", "zero"): return .record(Record("CGPoint", ["x": .double(0), "y": .double(0)]))
        case ("CGSize", "zero"): return .record(Record("CGSize", ["width": .double(0), "height": .double(0)]))
        case ("CGRect", _): return RectGeometry.staticMember(name)
        case ("ProposedViewSize", _): return CustomLayouts.staticMember(name)
        case ("Angle", "degrees"), ("Angle", "radians"):
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                let number = try arguments.requiredNumber(nil)
                return name == "degrees" ? angle(degrees: number) : angle(radians: number)
            }))
        case ("Angle", "zero"): return angle(radians: 0)
        case ("UnitPoint", _):
            // `UnitPoint.topLeading.x`: a point like `UnitPoint(x:y:)`'s.
            guard let point = UnitPoint.named[name] else { return nil }
            return .record(Record("UnitPoint", ["x": .double(point.x), "y": .double(point.y)]))
        case (_, "random") where ["Double", "CGFloat", "Float", "Int", "Bool"].contains(typeName):
            return .function(.builtin(name: "random", BuiltinFunction { [unowned interpreter] arguments in
                if typeName == "Bool" { return .bool(interpreter.random.next() & 1 == 1) }
                guard case .range(let lower, let upper, let closed, _)? = arguments.value("in") else {
                    throw builtinError("\(typeName).random needs in: a range")
                }
                if typeName == "Int" {
                    let count = Int(saturating: upper) - Int(saturating: lower) + (closed ? 1 : 0)
                    guard count > 0 else { throw builtinError("empty range") }
                    return .int(Int(saturating: lower) + Int(interpreter.random.next() % UInt64(count)))
                }
                return .double(lower + (upper - lower) * interpreter.random.nextUnit())
            }))
        case (_, "default"), (_, "shared"), (_, "current"), (_, "sharedInstance"), (_, "general") where systemServices.contains(typeName):
            // `NotificationCenter.default`, `UIApplication.shared`: the one service.
            let service = Value.record(Record(typeName, [:], isReference: true))
            return name == "sharedInstance" ? .function(.builtin(name: name, BuiltinFunction { _ in service })) : service
        case ("UIScreen", "main"):
            let screen = interpreter.preview.screen
            let bounds = Record("CGRect", ["width": .double(screen.width), "height": .double(screen.height),
                                           "size": .record(Record("CGSize", ["width": .double(screen.width), "height": .double(screen.height)]))])
            return .record(Record("UIScreen", ["bounds": .record(bounds), "scale": .double(3)]))
        case ("UITabBar", "appearance"), ("UINavigationBar", "appearance"):
            return .function(.builtin(name: "appearance", BuiltinFunction { _ in
                .record(interpreter.appearanceProxy(for: typeName))
            }))
        default:
            return nil
        }
    }

    // MARK: - Properties

    static func property(_ name: String, of value: Value, interpreter: Interpreter, in frame: Frame) throws -> Value? {
        if let member = StandardLibrary.property(name, of: value) {
            return try StandardLibrary.run(member, on: value, [], interpreter: interpreter, in: frame).result
        }
        switch value {
        case .record(let record):
            if record.typeName == "CGRect", let derived = RectGeometry.property(name, of: record) { return derived }
            // `String(styled.characters)`, `styled.description`: an attributed string's text.
            if record.typeName == AttributedStrings.typeName, name == "characters" || name == "description", let text = AttributedStrings.plain(value) {
                return .string(text)
            }
            if let field = record[name] { return field }
            // `env.colorScheme` of a value never written: SwiftUI's default.
            if record.typeName == "EnvironmentValues", let value = try? interpreter.environmentValue(name, at: frame.location(of: frame.source.syntax)) {
                return value
            }
            if let derived = recordProperty(name, of: record) { return derived }
            if record.typeName == "NumberFormatter", let setting = NumberFormatting.property(name, of: record) { return setting }
            if record.typeName == "Scanner", name == "isAtEnd" { return .bool(Scanning.isAtEnd(record)) }
            if record.typeName == "Path", let derived = PathBuilding.property(name, of: record) { return derived }
            if record.storage.isReference {
                // UIKit appearance objects: nested appearance objects exist on first use.
                let nested = Record(name, [:], isReference: true)
                record.storage.fields[name] = .record(nested)
                return .record(nested)
            }
            return nil
        case .instance(let instance) where name == "objectWillChange" && interpreter.conforms(instance.typeName, to: "ObservableObject"):
            // An ObservableObject's publisher; nothing subscribes outside a view, so `send()` does nothing.
            return .record(Record("ObservableObjectPublisher", [:], isReference: true))
        case .color(let color):
            // `Color.cgColor` and friends: the colour itself; its description is SwiftUI's `#RRGGBBAA`.
            if name == "description" { return .string(color.light.opaqueHex + String(format: "%02X", Int((color.light.alpha * 255).rounded()))) }
            return ["cgColor", "uiColor"].contains(name) ? .color(color) : nil
        case .font(let font):
            switch name {
            case "pointSize": return .double(font.size)
            case "lineHeight": return .double((font.size * 1.2 * 100).rounded() / 100)
            case "capHeight": return .double(font.size * 0.7)
            case "xHeight": return .double(font.size * 0.52)
            default: return nil
            }
        case .implicitMember(let member, nil):
            // `sizeCategory.isAccessibilityCategory` at the default size.
            if ["isAccessibilityCategory", "isAccessibilitySize"].contains(name) { return .bool(false) }
            // `CharacterSet.alphanumerics.inverted`.
            if name == "inverted" { return .implicitMember(name: member + ".inverted", arguments: nil) }
            return nil
        default:
            return nil
        }
    }

    /// Derived properties of value records (`url.host`, `date.description`).
    static func recordProperty(_ name: String, of record: Record) -> Value? {
        switch (record.typeName, name) {
        case ("URL", _):
            let text = record["absoluteString"]?.asString ?? ""
            let url = URL(string: text)
            switch name {
            case "lastPathComponent": return .string(url?.lastPathComponent ?? text)
            case "pathExtension": return .string(url?.pathExtension ?? "")
            case "host": return url?.host.map(Value.string) ?? Value.none
            case "path": return .string(url?.path ?? text)
            case "scheme": return url?.scheme.map(Value.string) ?? Value.none
            case "description": return .string(text)
            default: return nil
            }
        // Every preview happens at the same instant (see `previewDate`).
        case ("Date", "timeIntervalSinceReferenceDate"): return .double(dateSeconds(record))
        case ("Date", "timeIntervalSince1970"): return .double(dateSeconds(record) + 978_307_200)
        case ("Date", "timeIntervalSinceNow"): return .double(dateSeconds(record) - previewDate)
        case ("Date", "description"), ("Date", "debugDescription"):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
            return .string(formatter.string(from: Date(timeIntervalSinceReferenceDate: dateSeconds(record))))
        default: return nil
        }
    }

    // MARK: - Methods

    /// Methods of value records (`valueMethod`), by record type.
    static let valueMethods: [String: Set<String>] = [
        "Date": ["addingTimeInterval", "advanced", "timeIntervalSince", "distance", "formatted"],
        "CGRect": RectGeometry.methodNames,
        "GeometryProxy": ["frame"],
        "ProposedViewSize": ["replacingUnspecifiedDimensions"],
    ]

    static func hasMethod(_ name: String, on value: Value) -> Bool {
        if case .record(let record) = value, record.storage.isReference { return true }
        if case .record(let record) = value, valueMethods[record.typeName]?.contains(name) == true { return true }
        if isOptionalMap(name, on: value) { return true }
        if StandardLibrary.method(name, of: value) != nil { return true }
        switch value {
        case .opaque(let kind): return gestureTypes.contains(kind)
        case .keyPath: return name == "appending"
        case .view(let node): if case .shape = node.unmodified { return name == "path" } else { return false }
        default: return false
        }
    }

    /// `Optional.map`/`flatMap` on a value that is not a collection
    /// (`stroke.map { Circle().strokeBorder($0) }` with `stroke: Color?`):
    /// nil stays nil, a value is passed to the closure.
    static func isOptionalMap(_ name: String, on value: Value) -> Bool {
        guard name == "map" || name == "flatMap" else { return false }
        switch value {
        case .array, .set, .range, .string, .dictionary, .function, .type, .void: return false
        default: return true
        }
    }

    static func method(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        if isOptionalMap(name, on: base), let function = arguments.last?.value, function.isCallable {
            return base.isNone ? Value.none : try interpreter.callFunction(function, [base], in: frame)
        }
        // `Circle().trim(to: 0.5).rotation(.degrees(-90)).path(in: rect)` inside a custom shape.
        if name == "path", case .view(let node) = base, case .record(let rect)? = arguments.value("in") {
            guard let elements = ShapePaths.elements(of: node, in: PathBuilding.rect(rect)) else {
                throw builtinError("path(in:) of this shape is not drawn")
            }
            return .record(PathBuilding.newPath(elements))
        }
        if let member = StandardLibrary.method(name, of: base) {
            return try StandardLibrary.run(member, on: base, arguments, interpreter: interpreter, in: frame).result
        }
        switch base {
        case .record(let record) where !record.storage.isReference:
            return try valueMethod(name, on: record, arguments)
        case .keyPath(let path) where name == "appending":
            // `\Profile.address` + `\Address.zip`: one path through both.
            guard case .keyPath(let tail)? = arguments.value("path") ?? arguments.first?.value else { throw builtinError("appending needs a key path") }
            return .keyPath(KeyPath(components: path.components + tail.components))
        case .opaque(let kind) where gestureTypes.contains(kind):
            // `DragGesture().onChanged { ... }.onEnded { ... }`: still the gesture.
            return base
        case .record(let record) where record.storage.isReference:
            switch (record.typeName, name) {
            case ("DispatchQueue", "async"), ("DispatchQueue", "asyncAfter"), ("DispatchQueue", "sync"),
                 ("OperationQueue", "addOperation"), ("RunLoop", "perform"):
                // Delayed work runs now: the picture is the state after it.
                if let work = (arguments.value("execute") ?? arguments.last?.value), work.isCallable {
                    return try interpreter.runDelayedWork { try interpreter.callFunction(work, [], in: frame) }
                }
                return .void
            case (_, "autoconnect"), (_, "connect"):
                return base
            case ("Scanner", _) where Scanning.methods.contains(name):
                return Scanning.scan(name, on: record, arguments, interpreter: interpreter)
            case ("UIFontMetrics", "scaledValue"), ("UIFontMetrics", "scaledFont"):
                return arguments.first?.value ?? Value.none
            case ("UserDefaults", _):
                // A fresh install: nothing stored.
                switch name {
                case "bool": return .bool(false)
                case "integer": return .int(0)
                case "double", "float": return .double(0)
                default: return name.hasPrefix("set") || name.hasPrefix("remove") || name == "register" ? .void : Value.none
                }
            case ("NumberFormatter", "string"), ("NumberFormatter", "format"):
                guard let given = arguments.first?.value,
                      let number = Operators.numericConstant(given, other: .double(0)).asDouble else { return Value.none }
                return .string(NumberFormatting.string(number, with: record))
            case ("NumberFormatter", "number"):
                guard case .string(let text)? = arguments.value("from") else { return Value.none }
                return NumberFormatting.number(text, with: record)
            case ("DateFormatter", "string"), ("ISO8601DateFormatter", "string"), ("RelativeDateTimeFormatter", "localizedString"), ("DateComponentsFormatter", "string"):
                return .string(formatDate(arguments.first?.value, with: record))
            case ("DateFormatter", "date"), ("ISO8601DateFormatter", "date"):
                guard case .string(let text)? = arguments.value("from") else { return Value.none }
                return parseDate(text, with: record)
            case (_, _) where UIKitView.classNames.contains(record.typeName):
                return UIKitView.method(name, on: record, arguments)
            default:
                interpreter.sharedMutations += 1
                return uikitMethod(name, on: record)
            }
        default:
            return nil
        }
    }

    /// `.whitespaces`, `CharacterSet.alphanumerics.inverted`, `CharacterSet(charactersIn: "#")`.
    static func characterSet(_ value: Value?) -> CharacterSet {
        switch value {
        case .record(let record)? where record.typeName == "CharacterSet":
            return CharacterSet(charactersIn: record["characters"]?.asString ?? "")
        case .implicitMember(let name, _)?:
            var parts = name.split(separator: ".").map(String.init)
            let inverted = parts.last == "inverted"
            if inverted { parts.removeLast() }
            let set: CharacterSet
            switch parts.last {
            case "whitespaces": set = .whitespaces
            case "newlines": set = .newlines
            case "alphanumerics": set = .alphanumerics
            case "letters": set = .letters
            case "decimalDigits": set = .decimalDigits
            case "punctuationCharacters": set = .punctuationCharacters
            case "symbols": set = .symbols
            default: set = .whitespacesAndNewlines
            }
            return inverted ? set.inverted : set
        default:
            return .whitespacesAndNewlines
        }
    }

    /// Foundation's `DateFormatter` configured as the guide's record says
    /// (en_US_POSIX in UTC unless the guide chose otherwise).
    static func dateFormatter(_ record: Record) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        // The guide's locale and time zone, where it set them.
        if case .record(let locale)? = record["locale"], let identifier = locale["identifier"]?.asString { formatter.locale = Locale(identifier: identifier) }
        if case .record(let zone)? = record["timeZone"], let timeZone = timeZone(zone) { formatter.timeZone = timeZone }
        if let format = record["dateFormat"]?.asString {
            formatter.dateFormat = format
        } else {
            func style(_ name: String) -> DateFormatter.Style {
                switch record[name]?.caseName {
                case "short"?: return .short
                case "medium"?: return .medium
                case "long"?: return .long
                case "full"?: return .full
                default: return .none
                }
            }
            formatter.dateStyle = style("dateStyle")
            formatter.timeStyle = style("timeStyle")
            if record["dateStyle"] == nil, record["timeStyle"] == nil { formatter.timeStyle = .short }
        }
        return formatter
    }

    /// A date formatter's string for the preview moment (or the date given).
    static func formatDate(_ value: Value?, with record: Record) -> String {
        var seconds = previewDate
        if case .record(let date)? = value, date.typeName == "Date" { seconds = dateSeconds(date) }
        let moment = Date(timeIntervalSinceReferenceDate: seconds)
        if record.typeName == "ISO8601DateFormatter" { return isoFormatter(record).string(from: moment) }
        return dateFormatter(record).string(from: moment)
    }

    static func isoFormatter(_ record: Record) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        if case .record(let zone)? = record["timeZone"], let timeZone = timeZone(zone) { formatter.timeZone = timeZone }
        return formatter
    }

    /// `date(from:)`: the moment the text spells, or nil.
    static func parseDate(_ text: String, with record: Record) -> Value {
        let date = record.typeName == "ISO8601DateFormatter" ? isoFormatter(record).date(from: text) : dateFormatter(record).date(from: text)
        return date.map { .record(Record("Date", ["timeIntervalSinceReferenceDate": .double($0.timeIntervalSinceReferenceDate)])) } ?? .none
    }

    /// `TimeZone(identifier: "Asia/Tokyo")`, `TimeZone(secondsFromGMT: -18000)`, `TimeZone(abbreviation: "PST")`.
    static func timeZone(_ record: Record) -> TimeZone? {
        if let identifier = record["identifier"]?.asString { return TimeZone(identifier: identifier) }
        if let seconds = record["secondsFromGMT"]?.asInt { return TimeZone(secondsFromGMT: seconds) }
        if let abbreviation = record["abbreviation"]?.asString { return TimeZone(abbreviation: abbreviation) }
        return nil
    }

    /// Methods of value records: dates, rectangles, a GeometryProxy's frame.
    private static func valueMethod(_ name: String, on record: Record, _ arguments: [Argument]) throws -> Value? {
        switch (record.typeName, name) {
        case ("Date", "addingTimeInterval"), ("Date", "advanced"):
            let seconds = try arguments.number(nil) ?? arguments.number("by") ?? 0
            return .record(Record("Date", ["timeIntervalSinceReferenceDate": .double(dateSeconds(record) + seconds)]))
        case ("Date", "formatted"):
            return .string(try FormatStyleMembers.formatDate(Date(timeIntervalSinceReferenceDate: dateSeconds(record)), arguments.first?.value))
        case ("Date", "timeIntervalSince"), ("Date", "distance"):
            guard case .record(let other)? = arguments.first?.value else { return .double(0) }
            let a = dateSeconds(record), b = dateSeconds(other)
            return .double(name == "distance" ? b - a : a - b)
        case ("CGRect", _):
            return try RectGeometry.method(name, on: record, arguments)
        case ("ProposedViewSize", "replacingUnspecifiedDimensions"):
            return CustomLayouts.replacingUnspecified(record, arguments)
        case ("GeometryProxy", "frame"):
            // The proxy's own space: a frame at the origin of its size (global positions are not known).
            guard case .record(let size)? = record["size"] else { return nil }
            return .record(Record("CGRect", ["x": .double(0), "y": .double(0), "width": size["width"] ?? .double(0), "height": size["height"] ?? .double(0)]))
        default:
            return nil
        }
    }

    /// UIKit appearance objects: the `configureWith...` presets set the
    /// background the way UIKit does; other calls change nothing we draw.
    private static func uikitMethod(_ name: String, on record: Record) -> Value {
        switch name {
        case "configureWithOpaqueBackground":
            record.storage.fields["backgroundColor"] = .color(SystemColors.uiKit["systemBackground"]!)
            record.storage.fields["shadowColor"] = .color(SystemColors.uiKit["separator"]!)
        case "configureWithTransparentBackground":
            record.storage.fields["backgroundColor"] = .color(.clear)
            record.storage.fields["shadowColor"] = .color(.clear)
        case "configureWithDefaultBackground":
            record.storage.fields["backgroundEffect"] = .implicitMember(name: "systemChromeMaterial", arguments: nil)
            record.storage.fields["shadowColor"] = .color(SystemColors.uiKit["separator"]!)
        default:
            break
        }
        return .void
    }

    /// The elements of an array, range or string.
    /// The elements of a collection `String(_:)` may join as characters: an array, a slice, a reversed collection.
    static func characters(_ value: Value) throws -> [Value]? {
        switch value {
        case .array, .arraySlice, .reversedCollection: try sequence(value)
        default: nil
        }
    }

    static func sequence(_ value: Value) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .arraySlice(let slice): return slice.elements
        case .reversedCollection(let base): return try sequence(base).reversed()
        case .range(let lower, let upper, let closed, _):
            let start = Int(saturating: lower), end = Int(saturating: upper)
            guard start <= end else { return [] }
            _ = try Budget.count(end - start, "a range")
            return (closed ? Array(start...end) : Array(start..<end)).map(Value.int)
        case .set(let items): return items
        case .string(let text): return text.map { .string(String($0)) }
        case .dictionary(let entries): return entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        default: throw builtinError("expected a sequence, got \(value.kindDescription)")
        }
    }
}

extension Interpreter {
    /// Runs work a guide schedules for later, now; work scheduled from
    /// within such work runs only a few levels deep.
    func runDelayedWork(_ work: () throws -> Value) rethrows -> Value {
        guard delayedWorkDepth < 3 else { return .void }
        delayedWorkDepth += 1
        defer { delayedWorkDepth -= 1 }
        return try work()
    }

    /// A frame with no locals, for builtins that call back into closures.
    var anyFrame: Frame {
        Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: table.anySource)
    }
}

extension String {
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
