/// The types of the standard library's and Foundation's members that
/// guides use, as the semantic stage needs them: what `items.first` is
/// (`Element?`), what `map`'s closure takes and gives, what `Int("42")`
/// returns (`Int?`). Generic results are written with `R` for what a
/// closure argument returns and `T` for a generic parameter bound by the
/// arguments. Anything not listed is unknown, and the evaluator decides.
public enum LibraryTypes {
    /// A library function or method: its parameters by position and its result.
    public struct Signature: Sendable {
        public var parameters: [SwiftType]
        public var result: SwiftType
    }

    static let r = SwiftType.genericParameter("R")
    static let t = SwiftType.genericParameter("T")

    /// Protocols a library type conforms to whose extensions a guide may write (`extension Collection`).
    public static func conformances(of typeName: String) -> [String] {
        switch typeName {
        case "Array": ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence", "MutableCollection", "RangeReplaceableCollection"]
        case "Dictionary", "Set": ["Collection", "Sequence"]
        case "String", "Substring": ["StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Comparable", "Hashable", "Equatable"]
        case "Int", "Int8", "Int16", "Int32", "Int64": ["SignedInteger", "BinaryInteger", "FixedWidthInteger", "SignedNumeric", "Numeric", "Comparable", "Hashable", "Equatable", "AdditiveArithmetic"]
        case "UInt", "UInt8", "UInt16", "UInt32", "UInt64": ["UnsignedInteger", "BinaryInteger", "FixedWidthInteger", "Numeric", "Comparable", "Hashable", "Equatable", "AdditiveArithmetic"]
        case "Double", "Float", "CGFloat": ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "Comparable", "Hashable", "Equatable", "AdditiveArithmetic"]
        case "Color": ["ShapeStyle", "View"]
        default: []
        }
    }

    /// One of SwiftUI's own styles: its type, the static shorthand that makes
    /// it (`.bordered`), and the style protocol that shorthand is declared on.
    public struct SystemStyle: Sendable {
        public let typeName: String
        public let shorthand: String
        public let styleProtocol: String
    }

    /// SwiftUI's styles, by the protocol whose `where Self ==` extension gives their shorthand.
    public static let systemStyles: [SystemStyle] = [
        ("PrimitiveButtonStyle", ["PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "BorderedButtonStyle": "bordered",
                                  "BorderedProminentButtonStyle": "borderedProminent", "DefaultButtonStyle": "automatic"]),
        ("ToggleStyle", ["SwitchToggleStyle": "switch", "DefaultToggleStyle": "automatic", "ButtonToggleStyle": "button"]),
        ("ListStyle", ["PlainListStyle": "plain", "InsetGroupedListStyle": "insetGrouped", "GroupedListStyle": "grouped",
                       "InsetListStyle": "inset", "SidebarListStyle": "sidebar", "DefaultListStyle": "automatic"]),
        ("TabViewStyle", ["PageTabViewStyle": "page"]),
        ("PickerStyle", ["SegmentedPickerStyle": "segmented", "MenuPickerStyle": "menu", "WheelPickerStyle": "wheel",
                         "InlinePickerStyle": "inline", "DefaultPickerStyle": "automatic"]),
        ("TextFieldStyle", ["PlainTextFieldStyle": "plain", "RoundedBorderTextFieldStyle": "roundedBorder", "DefaultTextFieldStyle": "automatic"]),
        ("ProgressViewStyle", ["CircularProgressViewStyle": "circular", "LinearProgressViewStyle": "linear"]),
        ("LabelStyle", ["IconOnlyLabelStyle": "iconOnly", "TitleOnlyLabelStyle": "titleOnly", "TitleAndIconLabelStyle": "titleAndIcon"]),
        ("NavigationViewStyle", ["StackNavigationViewStyle": "stack"]),
        ("GroupBoxStyle", ["DefaultGroupBoxStyle": "automatic"]),
        ("DisclosureGroupStyle", ["AutomaticDisclosureGroupStyle": "automatic"]),
        ("LabeledContentStyle", ["AutomaticLabeledContentStyle": "automatic"]),
        ("MenuStyle", ["DefaultMenuStyle": "automatic", "BorderlessButtonMenuStyle": "borderlessButton", "ButtonMenuStyle": "button"]),
        ("ControlGroupStyle", ["AutomaticControlGroupStyle": "automatic", "NavigationControlGroupStyle": "navigation",
                               "PaletteControlGroupStyle": "palette", "MenuControlGroupStyle": "menu", "CompactMenuControlGroupStyle": "compactMenu"]),
    ].flatMap { styleProtocol, styles in
        styles.sorted { $0.key < $1.key }.map { SystemStyle(typeName: $0.key, shorthand: $0.value, styleProtocol: styleProtocol) }
    }

    /// `.bordered` where a `PrimitiveButtonStyle` is wanted: the style type it makes.
    public static func systemStyle(_ shorthand: String, of styleProtocol: String) -> String? {
        systemStyles.first { $0.styleProtocol == styleProtocol && $0.shorthand == shorthand }?.typeName
    }

    /// Whether SwiftUI declares this style protocol (its shorthands are known here).
    public static func isStyleProtocol(_ name: String) -> Bool {
        systemStyles.contains { $0.styleProtocol == name } || name == "ButtonStyle"
    }

    /// The standard library's protocols a protocol refines (`Comparable: Equatable`).
    public static func refinedProtocols(of protocolName: String) -> [String] {
        switch protocolName {
        case "Comparable", "Hashable": ["Equatable"]
        case "Collection": ["Sequence"]
        case "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection": ["Collection"]
        case "RandomAccessCollection": ["BidirectionalCollection"]
        case "StringProtocol": ["BidirectionalCollection", "Comparable", "Hashable"]
        case "Numeric": ["AdditiveArithmetic"]
        case "AdditiveArithmetic": ["Equatable"]
        case "SignedNumeric": ["Numeric"]
        case "BinaryInteger": ["Numeric", "Hashable", "Comparable"]
        case "FixedWidthInteger": ["BinaryInteger"]
        case "SignedInteger": ["BinaryInteger", "SignedNumeric"]
        case "UnsignedInteger": ["BinaryInteger"]
        case "FloatingPoint": ["SignedNumeric", "Hashable", "Comparable"]
        case "BinaryFloatingPoint": ["FloatingPoint"]
        default: []
        }
    }

    /// A library type written by name (`Int`, `CGPoint`), for `Int.max` and `CGPoint(x:y:)`.
    public static func typeNamed(_ name: String) -> SwiftType? {
        switch name {
        case _ where SwiftType.integerNames.contains(name) || SwiftType.floatingPointNames.contains(name): .named(name == "TimeInterval" ? "Double" : name)
        case "String", "Character", "Bool", "Substring", "CGPoint", "CGSize", "CGRect", "CGVector", "Date", "UUID", "URL", "UIRectCorner": .named(name)
        case "Calendar", "DateComponents", "DateInterval", "TimeZone": .named(name)
        case _ where swiftUIValueTypes.contains(name): .named(name)
        default: nil
        }
    }

    /// SwiftUI's value types whose static functions make values of the type itself.
    static let swiftUIValueTypes: Set<String> = ["Font", "Color", "Angle", "UnitPoint", "Animation"]

    /// `Font.custom(...)`, `Color.init(...)`, `Angle.degrees(...)`: a SwiftUI value type's
    /// static functions, which make a value of the type itself.
    public static func staticFactory(_ name: String, of type: SwiftType) -> SwiftType? {
        type.nominalName.map(swiftUIValueTypes.contains) == true ? type : nil
    }

    /// The operands of a library type's infix operator that gives that type (`Angle - Angle`, `Angle * Double`).
    public static func operands(of op: String, giving type: SwiftType) -> (SwiftType, SwiftType)? {
        switch (type.nominalName, op) {
        case ("Angle", "+"), ("Angle", "-"): (type, type)
        case ("Angle", "*"), ("Angle", "/"): (type, .double)
        default: nil
        }
    }

    /// `Type.name`.
    public static func staticMember(_ name: String, of type: SwiftType) -> SwiftType? {
        guard let typeName = type.nominalName else { return nil }
        if type.isNumeric {
            switch name {
            case "max", "min", "zero", "pi", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude", "leastNormalMagnitude", "ulpOfOne", "leastNonzeroMagnitude":
                return type
            case "bitWidth" where type.isInteger: return .int
            case "isSigned" where type.isInteger: return .bool
            case "random":
                return .function(parameters: [.nominal("Range", [type])], result: type)
            default:
                return nil
            }
        }
        switch (typeName, name) {
        case ("Result", "success"), ("Result", "failure"):
            guard case .nominal(_, let arguments) = type, arguments.count == 2 else { return .function(parameters: [.unknown], result: type) }
            return .function(parameters: [name == "success" ? arguments[0] : arguments[1]], result: type)
        case ("CGPoint", "zero"), ("CGSize", "zero"), ("CGRect", "zero"), ("CGVector", "zero"), ("CGRect", "null"), ("CGRect", "infinite"):
            return type
        case ("Bool", "random"):
            return .function(parameters: [], result: .bool)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"), ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"), ("TimeZone", "gmt"),
             ("Date", "now"), ("Date", "distantPast"), ("Date", "distantFuture"):
            return type
        // `.radians(t * 2 * .pi)` where an Angle is expected, `.topLeading` where a UnitPoint is.
        case ("Angle", "degrees"), ("Angle", "radians"):
            return .function(parameters: [.double], result: type)
        case ("Angle", "zero"):
            return type
        case ("UnitPoint", "zero"), ("UnitPoint", "center"), ("UnitPoint", "leading"), ("UnitPoint", "trailing"), ("UnitPoint", "top"),
             ("UnitPoint", "bottom"), ("UnitPoint", "topLeading"), ("UnitPoint", "topTrailing"), ("UnitPoint", "bottomLeading"),
             ("UnitPoint", "bottomTrailing"):
            return type
        // SwiftUI's named fonts and colours (`Font.body`, `Color.red`) are values of their type; so are UIKit's options.
        case ("Font", _), ("Color", _), ("UIRectCorner", _):
            return type
        default:
            return nil
        }
    }

    /// `value.name` for a library value: a property's type, or a method's function type.
    /// `labels` are a call's argument labels, for methods whose overloads differ by them
    /// (`date(byAdding:value:to:)`, `date(from:)`).
    public static func instanceMember(_ name: String, of type: SwiftType, labels: [String?]? = nil) -> SwiftType? {
        switch type {
        case .nominal("Calendar", _), .nominal("DateComponents", _), .nominal("DateInterval", _), .nominal("Date", _):
            return dateMember(name, of: type, labels: labels)
        case .optional(let wrapped):
            switch name {
            case "map": return .function(parameters: [.function(parameters: [wrapped], result: r)], result: .optional(r))
            case "flatMap": return .function(parameters: [.function(parameters: [wrapped], result: .optional(r))], result: .optional(r))
            default: return nil
            }
        // `items.lazy.map { ... }`: sitegen names every lazy chain `LazySequence<Element>`.
        case .nominal("LazySequence", let arguments) where arguments.count == 1:
            let element = arguments[0]
            switch name {
            case "map": return .function(parameters: [.function(parameters: [element], result: r)], result: .nominal("LazySequence", [r]))
            case "compactMap": return .function(parameters: [.function(parameters: [element], result: .optional(r))], result: .nominal("LazySequence", [r]))
            case "filter": return .function(parameters: [.function(parameters: [element], result: .bool)], result: type)
            case "lazy": return type
            default: return collectionMember(name, element: element, collection: type, labels: labels)
            }
        case .nominal("ReversedCollection", let arguments) where arguments.count == 1:
            // Reversed again, it is its base.
            if name == "reversed" { return .function(parameters: [], result: arguments[0]) }
            return collectionMember(name, element: type.elementType, collection: type, labels: labels)
        case _ where type.arrayElement != nil:
            return collectionMember(name, element: type.arrayElement!, collection: type, labels: labels)
        case .dictionary(let key, let value):
            let pair = SwiftType.tuple([.init("key", key), .init("value", value)])
            switch name {
            case "keys": return .array(key)
            case "values": return .array(value)
            case "count": return .int
            case "isEmpty": return .bool
            case "first": return .optional(pair)
            case "mapValues": return .function(parameters: [.function(parameters: [value], result: r)], result: .dictionary(key, r))
            case "updateValue": return .function(parameters: [value, key], result: .optional(value))
            case "removeValue": return .function(parameters: [key], result: .optional(value))
            case "filter": return .function(parameters: [.function(parameters: [pair], result: .bool)], result: type)
            case "sorted": return .function(parameters: [.function(parameters: [pair, pair], result: .bool)], result: .array(pair))
            case "map": return .function(parameters: [.function(parameters: [pair], result: r)], result: .array(r))
            case "compactMap": return .function(parameters: [.function(parameters: [pair], result: .optional(r))], result: .array(r))
            case "contains": return .function(parameters: [.function(parameters: [pair], result: .bool)], result: .bool)
            case "forEach": return .function(parameters: [.function(parameters: [pair], result: .void)], result: .void)
            default: return nil
            }
        case .nominal("Set", let arguments) where arguments.count == 1:
            let element = arguments[0]
            switch name {
            case "insert": return .function(parameters: [element], result: .tuple([.init("inserted", .bool), .init("memberAfterInsert", element)]))
            case "remove": return .function(parameters: [element], result: .optional(element))
            case "union", "intersection", "subtracting", "symmetricDifference": return .function(parameters: [type], result: type)
            case "isSubset", "isSuperset", "isDisjoint", "contains": return .function(parameters: [type], result: .bool)
            case "sorted": return .function(parameters: [], result: .array(element))
            case "update": return .function(parameters: [element], result: .optional(element))
            case "filter": return .function(parameters: [.function(parameters: [element], result: .bool)], result: type)
            default: return collectionMember(name, element: element, collection: type, labels: labels)
            }
        case .nominal("String", _), .nominal("Substring", _):
            return stringMember(name, type, labels: labels)
        case .nominal("Character", _):
            switch name {
            case "isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace", "isPunctuation", "isASCII", "isHexDigit", "isSymbol":
                return .bool
            case "asciiValue": return .optional(.named("UInt8"))
            case "wholeNumberValue", "hexDigitValue": return .optional(.int)
            case "uppercased", "lowercased": return .function(parameters: [], result: .string)
            case "description": return .string
            default: return nil
            }
        case .nominal(let name, _) where type.isInteger:
            return integerMember(name, type)
        case .nominal(_, _) where type.isFloatingPoint:
            return floatingMember(name, type)
        case .nominal("Result", let arguments) where arguments.count == 2:
            switch name {
            case "get": return .function(parameters: [], result: arguments[0])
            case "map": return .function(parameters: [.function(parameters: [arguments[0]], result: r)], result: .nominal("Result", [r, arguments[1]]))
            case "mapError": return .function(parameters: [.function(parameters: [arguments[1]], result: r)], result: .nominal("Result", [arguments[0], r]))
            default: return nil
            }
        case .nominal("Range", let arguments), .nominal("ClosedRange", let arguments):
            guard let bound = arguments.first else { return nil }
            switch name {
            case "lowerBound", "upperBound": return bound
            case "count": return .int
            case "isEmpty": return .bool
            case "contains": return .function(parameters: [bound], result: .bool)
            default: return collectionMember(name, element: bound, collection: type, labels: labels)
            }
        case .nominal("DateFormatter", _), .nominal("ISO8601DateFormatter", _):
            switch name {
            case "string": return .function(parameters: [.named("Date")], result: .string)
            case "date": return .function(parameters: [.string], result: .optional(.named("Date")))
            default: return nil
            }
        case .nominal("NumberFormatter", _):
            switch name {
            case "string": return .function(parameters: [.named("NSNumber")], result: .optional(.string))
            case "number": return .function(parameters: [.string], result: .optional(.named("NSNumber")))
            default: return nil
            }
        case .nominal("CGPoint", _), .nominal("UnitPoint", _):
            return ["x", "y"].contains(name) ? .named("CGFloat") : nil
        case .nominal("Angle", _):
            return ["degrees", "radians", "animatableData"].contains(name) ? .double : nil
        case .nominal("CGSize", _):
            return ["width", "height"].contains(name) ? .named("CGFloat") : nil
        case .nominal("CGRect", _):
            switch name {
            case "origin": return .named("CGPoint")
            case "size": return .named("CGSize")
            case "minX", "minY", "midX", "midY", "maxX", "maxY", "width", "height": return .named("CGFloat")
            case "isEmpty", "isNull", "isInfinite": return .bool
            case "standardized", "integral": return type
            case "insetBy", "offsetBy": return .function(parameters: [.named("CGFloat"), .named("CGFloat")], result: type)
            case "union", "intersection": return .function(parameters: [type], result: type)
            case "intersects": return .function(parameters: [type], result: .bool)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `Type(...)` of a library type whose initializers are not the guide's:
    /// its function type for the labels written.
    public static func initializer(of typeName: String, labels: [String?]) -> SwiftType? {
        let result: SwiftType
        switch typeName {
        case "Calendar", "DateComponents", "DateInterval", "Date": result = .named(typeName)
        case "TimeZone": result = .optional(.named(typeName))
        default: return nil
        }
        let parameters = labels.map { label -> SwiftType in
            switch (typeName, label) {
            case ("DateComponents", let component?) where ["calendar", "timeZone"].contains(component): return .unknown
            case ("DateComponents", _): return .int
            case ("DateInterval", "start"?), ("DateInterval", "end"?), ("Date", "since"?): return .named("Date")
            case ("DateInterval", "duration"?), ("Date", _): return .double
            case ("TimeZone", "secondsFromGMT"?): return .int
            case ("TimeZone", _): return .string
            default: return .unknown
            }
        }
        return .function(parameters: parameters, result: result)
    }

    /// Foundation's `Calendar`, `DateComponents`, `DateInterval` and `Date` members.
    private static func dateMember(_ name: String, of type: SwiftType, labels: [String?]?) -> SwiftType? {
        let date = SwiftType.named("Date")
        /// A method's type: each argument's type by its label, for the labels written.
        func method(_ result: SwiftType, _ types: [String: SwiftType] = [:], defaultLabels: [String?]) -> SwiftType {
            .function(parameters: (labels ?? defaultLabels).map { $0.flatMap { types[$0] } ?? .unknown }, result: result)
        }
        switch (type.nominalName ?? "", name) {
        case ("Calendar", "date"):
            return method(.optional(date), ["value": .int, "to": date, "of": date, "from": .named("DateComponents"), "bySettingHour": .int,
                                            "minute": .int, "second": .int, "wrappingComponents": .bool], defaultLabels: ["from"])
        case ("Calendar", "dateComponents"):
            return method(.named("DateComponents"), (labels ?? []).contains("to") ? [:] : ["from": date], defaultLabels: [nil, "from"])
        case ("Calendar", "component"): return method(.int, ["from": date], defaultLabels: [nil, "from"])
        case ("Calendar", "startOfDay"): return method(date, ["for": date], defaultLabels: ["for"])
        case ("Calendar", "isDate"): return method(.bool, ["inSameDayAs": date, "equalTo": date], defaultLabels: [nil, "inSameDayAs"])
        case ("Calendar", "isDateInToday"), ("Calendar", "isDateInTomorrow"), ("Calendar", "isDateInYesterday"), ("Calendar", "isDateInWeekend"):
            return method(.bool, defaultLabels: [nil])
        case ("Calendar", "range"): return method(.optional(.nominal("Range", [.int])), ["for": date], defaultLabels: ["of", "in", "for"])
        case ("Calendar", "ordinality"): return method(.optional(.int), ["for": date], defaultLabels: ["of", "in", "for"])
        case ("Calendar", "dateInterval"): return method(.optional(.named("DateInterval")), ["for": date], defaultLabels: ["of", "for"])
        case ("Calendar", "firstWeekday"), ("Calendar", "minimumDaysInFirstWeek"): return .int
        case ("Calendar", "timeZone"): return .named("TimeZone")
        case ("Calendar", "amSymbol"), ("Calendar", "pmSymbol"), ("Calendar", "description"): return .string
        case ("Calendar", _) where name.hasSuffix("Symbols"): return .array(.string)
        case ("DateComponents", "isLeapMonth"): return .optional(.bool)
        case ("DateComponents", "date"): return .optional(date)
        case ("DateComponents", "timeZone"): return .optional(.named("TimeZone"))
        case ("DateComponents", "isValidDate"): return .bool
        case ("DateComponents", "description"): return .string
        case ("DateComponents", "value"): return method(.optional(.int), defaultLabels: ["for"])
        case ("DateComponents", _) where dateComponentNames.contains(name): return .optional(.int)
        case ("DateInterval", "start"), ("DateInterval", "end"): return date
        case ("DateInterval", "duration"): return .double
        case ("DateInterval", "contains"): return method(.bool, defaultLabels: [nil])
        case ("Date", "timeIntervalSince1970"), ("Date", "timeIntervalSinceReferenceDate"), ("Date", "timeIntervalSinceNow"): return .double
        case ("Date", "addingTimeInterval"), ("Date", "advanced"): return .function(parameters: [.double], result: date)
        case ("Date", "timeIntervalSince"), ("Date", "distance"): return .function(parameters: [date], result: .double)
        case ("Date", "description"): return .string
        default: return nil
        }
    }

    /// The integer components of `DateComponents`.
    static let dateComponentNames: Set<String> = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal", "quarter",
        "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "dayOfYear",
    ]

    private static func collectionMember(_ name: String, element: SwiftType, collection: SwiftType, labels: [String?]?) -> SwiftType? {
        let predicate = SwiftType.function(parameters: [element], result: .bool)
        // A run of an array's elements is an `ArraySlice`, of a lazy chain the chain;
        // sitegen gives other sequences' as arrays.
        let subSequence: SwiftType = switch collection {
        case .array, .nominal("ArraySlice", _): .nominal("ArraySlice", [element])
        case .nominal("LazySequence", _): collection
        default: .array(element)
        }
        switch name {
        case "count", "startIndex", "endIndex", "underestimatedCount": return .int
        case "isEmpty": return .bool
        case "first", "last", "randomElement", "popLast", "popFirst": return name.hasPrefix("pop") || name == "randomElement" ? .function(parameters: [], result: .optional(element)) : .optional(element)
        case "min", "max": return .function(parameters: [.function(parameters: [element, element], result: .bool)], result: .optional(element))
        case "sorted": return .function(parameters: [.function(parameters: [element, element], result: .bool)], result: .array(element))
        case "shuffled": return .function(parameters: [], result: .array(element))
        case "lazy": return .nominal("LazySequence", [element])
        // A bidirectional collection reversed is a `ReversedCollection` over it; a set's is an array.
        case "reversed":
            if case .nominal("Set", _) = collection { return .function(parameters: [], result: .array(element)) }
            return .function(parameters: [], result: .nominal("ReversedCollection", [collection]))
        // `prefix(2)`, `prefix(while:)`, `prefix(upTo: index)`: a count or an index, or a predicate.
        case "dropFirst", "dropLast", "prefix", "suffix", "drop":
            return .function(parameters: (labels ?? [nil]).map { $0 == "while" ? predicate : .int }, result: subSequence)
        case "split":
            let types: [String: SwiftType] = ["separator": element, "maxSplits": .int, "omittingEmptySubsequences": .bool, "whereSeparator": predicate]
            return .function(parameters: (labels ?? ["separator"]).map { $0.flatMap { types[$0] } ?? predicate }, result: .array(subSequence))
        case "filter": return .function(parameters: [predicate], result: .array(element))
        case "map": return .function(parameters: [.function(parameters: [element], result: r)], result: .array(r))
        case "compactMap": return .function(parameters: [.function(parameters: [element], result: .optional(r))], result: .array(r))
        case "flatMap": return .function(parameters: [.function(parameters: [element], result: .array(r))], result: .array(r))
        case "reduce": return .function(parameters: [r, .function(parameters: [r, element], result: r)], result: r)
        case "contains", "allSatisfy": return .function(parameters: [predicate], result: .bool)
        case "firstIndex", "lastIndex": return .function(parameters: [predicate], result: .optional(.int))
        case "forEach": return .function(parameters: [.function(parameters: [element], result: .void)], result: .void)
        case "enumerated": return .function(parameters: [], result: .array(.tuple([.init("offset", .int), .init("element", element)])))
        case "indices": return .nominal("Range", [.int])
        case "append", "insert", "removeAll", "sort", "reverse", "swapAt", "shuffle": return .function(parameters: [element], result: .void)
        case "remove", "removeFirst", "removeLast": return .function(parameters: [.int], result: element)
        case "joined": return element == .string || element == .character ? .function(parameters: [.string], result: .string) : nil
        case "description": return .string
        default: return nil
        }
    }

    private static func stringMember(_ name: String, _ type: SwiftType, labels: [String?]?) -> SwiftType? {
        let index = SwiftType.named("String.Index")
        switch name {
        case "count", "utf16Count": return .int
        case "isEmpty": return .bool
        case "first", "last": return .optional(.character)
        case "uppercased", "lowercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "appending", "padding":
            return name == "capitalized" ? .string : .function(parameters: [], result: .string)
        case "hasPrefix", "hasSuffix", "contains", "starts": return .function(parameters: [.string], result: .bool)
        case "firstIndex", "lastIndex":
            let predicate = SwiftType.function(parameters: [.character], result: .bool)
            return .function(parameters: [labels == ["where"] ? predicate : .character], result: .optional(index))
        // `index(i, offsetBy: n, limitedBy: end)` is nil past its limit; the other overloads always give an index.
        case "index":
            let types: [String: SwiftType] = ["offsetBy": .int, "limitedBy": index, "after": index, "before": index]
            let written = labels ?? ["after"]
            return .function(parameters: written.map { $0.flatMap { types[$0] } ?? index },
                             result: written.contains("limitedBy") ? .optional(index) : index)
        case "distance": return .function(parameters: [index, index], result: .int)
        case "split": return .function(parameters: [.character], result: .array(.named("Substring")))
        case "components": return .function(parameters: [.string], result: .array(.string))
        case "prefix", "suffix", "dropFirst", "dropLast": return .function(parameters: [.int], result: .named("Substring"))
        case "reversed": return .function(parameters: [], result: .nominal("ReversedCollection", [type]))
        case "lazy": return .nominal("LazySequence", [.character])
        case "map": return .function(parameters: [.function(parameters: [.character], result: r)], result: .array(r))
        case "filter": return .function(parameters: [.function(parameters: [.character], result: .bool)], result: .string)
        case "description": return .string
        case "utf8": return .array(.named("UInt8"))
        case "unicodeScalars": return .array(.named("Unicode.Scalar"))
        default: return nil
        }
    }

    private static func integerMember(_ name: String, _ type: SwiftType) -> SwiftType? {
        switch name {
        case "description": return .string
        case "magnitude": return .named(type.nominalName?.hasPrefix("U") == true ? type.nominalName! : "U" + (type.nominalName ?? "Int"))
        case "isMultiple": return .function(parameters: [type], result: .bool)
        case "signum": return .function(parameters: [], result: type)
        case "quotientAndRemainder": return .function(parameters: [type], result: .tuple([.init("quotient", type), .init("remainder", type)]))
        case "leadingZeroBitCount", "trailingZeroBitCount", "nonzeroBitCount", "bitWidth": return .int
        case "byteSwapped", "bigEndian", "littleEndian": return type
        case "advanced": return .function(parameters: [.int], result: type)
        case "distance": return .function(parameters: [type], result: .int)
        case "addingReportingOverflow", "subtractingReportingOverflow", "multipliedReportingOverflow", "dividedReportingOverflow",
             "remainderReportingOverflow":
            return .function(parameters: [type], result: .tuple([.init("partialValue", type), .init("overflow", .bool)]))
        default: return nil
        }
    }

    private static func floatingMember(_ name: String, _ type: SwiftType) -> SwiftType? {
        switch name {
        case "description": return .string
        case "rounded", "squareRoot", "magnitude": return name == "magnitude" ? type : .function(parameters: [], result: type)
        case "truncatingRemainder", "remainder": return .function(parameters: [type], result: type)
        case "isNaN", "isInfinite", "isFinite", "isZero", "isNormal": return .bool
        default: return nil
        }
    }

    /// A library function called by name (`print`, `max`, `Int("42")`): its
    /// result given its arguments' types, and what its arguments should be.
    public static func globalCall(_ name: String, arguments: [(label: String?, type: SwiftType)]) -> Signature? {
        let types = arguments.map(\.type)
        let common = types.first(where: \.isKnown) ?? .unknown
        switch name {
        case "print", "debugPrint", "assert", "precondition":
            return Signature(parameters: types.map { _ in .existential(["Any"]) }, result: .void)
        case "min", "max":
            let floating = types.first(where: \.isFloatingPoint)
            let unified = floating ?? common
            return Signature(parameters: types.map { _ in unified }, result: unified)
        case "abs":
            return Signature(parameters: [common], result: common)
        case "zip":
            guard types.count == 2 else { return nil }
            return Signature(parameters: types, result: .array(.tuple([.init(nil, types[0].elementType), .init(nil, types[1].elementType)])))
        case "stride":
            let floating = types.first(where: \.isFloatingPoint)
            let unified = floating ?? common
            return Signature(parameters: types.map { _ in unified }, result: .array(unified))
        case "sqrt", "sin", "cos", "tan", "atan2", "pow", "floor", "ceil", "round", "exp", "log", "hypot", "fmod":
            let floating = types.first(where: \.isFloatingPoint) ?? .double
            return Signature(parameters: types.map { _ in floating }, result: floating)
        case "type":
            return Signature(parameters: types, result: types.first.map { .metatype($0) } ?? .unknown)
        case "String":
            return Signature(parameters: types, result: .string)
        case "Character":
            return Signature(parameters: types, result: .character)
        case "Bool":
            return Signature(parameters: types, result: types.first == .string ? .optional(.bool) : .bool)
        case _ where SwiftType.integerNames.contains(name) || SwiftType.floatingPointNames.contains(name):
            let type = typeNamed(name) ?? .named(name)
            let labels = arguments.map(\.label)
            // `Int("42")`, `Int(exactly: 2.5)` may fail; conversions between numbers and `UInt8(ascii: "A")` do not.
            let parsesText = (types.first == .string || types.first?.nominalName == "Substring") && labels.first != "ascii"
            let failable = parsesText || labels.first == "exactly"
            return Signature(parameters: types, result: failable ? .optional(type) : type)
        case "Optional":
            // `Optional(x)`: x wrapped, whatever x is (a literal's type is known once it is checked).
            guard types.count == 1, arguments[0].label == nil else { return nil }
            return Signature(parameters: types, result: types[0].isKnown ? .optional(types[0]) : .unknown)
        case "Array":
            return Signature(parameters: types, result: types.first.map { .array($0.elementType) } ?? .unknown)
        case "Set":
            return Signature(parameters: types, result: types.first.map { .nominal("Set", [$0.elementType]) } ?? .unknown)
        default:
            return nil
        }
    }
}
