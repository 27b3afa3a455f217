import Guards
import SwiftSyntax

/// `Sequence` and `Collection` members shared by arrays, sets and ranges,
/// then each one's own; and `Dictionary`'s.
enum CollectionMembers {
    /// The elements a sequence value holds, in order.
    static func elements(_ value: Value) throws -> [Value] {
        try CoreBuiltins.sequence(value)
    }

    /// A filtered or reordered sequence as the kind of value Swift gives back
    /// for it: a set stays a set; an array and a range give an array.
    static func same(as value: Value, _ items: [Value]) -> Value {
        if case .set = value { return .set(items) }
        return .array(items)
    }

    /// `description` and `debugDescription`: what `print` and `debugPrint` write.
    static let describing: [LibraryMember] = [
        .property("description") { value, call in .string(try call.interpreter.describe(value, .description, at: call.frame.source.syntax, in: call.frame)) },
        .property("debugDescription") { value, call in .string(try call.interpreter.describe(value, .debug, at: call.frame.source.syntax, in: call.frame)) },
    ]

    static let sequence: [LibraryMember] = [
        .property("count") { value, _ in .int(try elements(value).count) },
        .property("isEmpty") { value, _ in .bool(try elements(value).isEmpty) },
        .property("underestimatedCount") { value, _ in .int(try elements(value).count) },
        .property("first") { value, _ in try elements(value).first ?? .none },
        .property("last") { value, _ in try elements(value).last ?? .none },
        .property("lazy") { value, _ in try LazyMembers.lazy(value) },
        .method("map") { value, call in .array(try elements(value).map { try call.call($0) }) },
        .method("compactMap") { value, call in .array(try elements(value).map { try call.call($0) }.filter { !$0.isNone }) },
        .method("flatMap") { value, call in
            var result: [Value] = []
            for item in try elements(value) {
                let produced = try call.call(item)
                if produced.isNone { continue }
                switch produced {
                case .array, .arraySlice, .reversedCollection: result += try elements(produced)
                // `words.flatMap { $0.prefix(2) }`: a string is a sequence of characters,
                // unless the closure gives an Optional (the old spelling of compactMap).
                case .string where closureGivesSequence(call): result += try elements(produced)
                default: result.append(produced)
                }
                _ = try Budget.count(result.count, "flatMap's result")
            }
            return .array(result)
        },
        .method("filter") { value, call in same(as: value, try elements(value).filter { try call.test($0) }) },
        .method("forEach") { value, call in
            for item in try elements(value) { _ = try call.call(item) }
            return .void
        },
        .method("reduce") { value, call in
            if call.arguments.first?.label == "into" {
                // `reduce(into: [:]) { $0[$1, default: 0] += 1 }`: the closure changes its first argument.
                var accumulator = try call.required("into")
                for item in try elements(value) {
                    accumulator = try call.interpreter.invokeClosureUpdatingFirst(try call.closure(), [accumulator, item], in: call.frame)
                }
                return accumulator
            }
            guard var accumulator = call.arguments.first?.value else { throw builtinError("reduce needs an initial value") }
            for item in try elements(value) { accumulator = try call.call(accumulator, item) }
            return accumulator
        },
        .method("contains") { value, call in
            if call.arguments.first?.label == "where" || call.arguments.first?.isTrailingClosure == true {
                return .bool(try elements(value).contains { try call.test($0) })
            }
            let needle = try call.required()
            if case .range(let lower, let upper, let closed, _) = value, let number = needle.asDouble {
                return .bool(number >= lower && (closed ? number <= upper : number < upper))
            }
            return .bool(try elements(value).contains { try call.equal($0, needle) })
        },
        .method("allSatisfy") { value, call in .bool(try elements(value).allSatisfy { try call.test($0) }) },
        .method("first") { value, call in try elements(value).first { try call.test($0) } ?? .none },
        .method("last") { value, call in try elements(value).last { try call.test($0) } ?? .none },
        // Indices, not offsets: a slice's count from where it starts in its array.
        .method("firstIndex") { value, call in
            let items = try elements(value)
            let found = if let needle = call.value("of") { try items.firstIndex { try call.equal($0, needle) } } else { try items.firstIndex { try call.test($0) } }
            return found.map { .int(startIndex(of: value) + $0) } ?? .none
        },
        .method("lastIndex") { value, call in
            let items = try elements(value)
            let found = if let needle = call.value("of") { try items.lastIndex { try call.equal($0, needle) } } else { try items.lastIndex { try call.test($0) } }
            return found.map { .int(startIndex(of: value) + $0) } ?? .none
        },
        .method("enumerated") { value, _ in
            .array(try elements(value).enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        },
        // A bidirectional collection's is a `ReversedCollection` over it; a set's, an array.
        .method("reversed") { value, _ in
            switch value {
            case .set: .array(try elements(value).reversed())
            default: .reversedCollection(value)
            }
        },
        .method("sorted") { value, call in .array(try sorted(try elements(value), call)) },
        .method("min") { value, call in try elements(value).reduce(nil as Value?) { best, item in
            guard let best else { return item }
            return try call.ordered(item, best) ? item : best
        } ?? .none },
        .method("max") { value, call in try elements(value).reduce(nil as Value?) { best, item in
            guard let best else { return item }
            return try call.ordered(best, item) ? item : best
        } ?? .none },
        // The runs of elements by position: an array's and a slice's are slices keeping their indices.
        .method("prefix") { value, call in
            let items = try elements(value)
            if call.arguments.first?.label == "while" || call.hasClosure {
                return Value.subsequence(of: value, items, positions: 0..<(try items.firstIndex { try !call.test($0) } ?? items.count))
            }
            // `prefix(upTo:)` and `prefix(through:)` take an index of the collection, not a count.
            if let end = call.value("upTo") ?? call.value("through") {
                var position = try CollectionMembers.position(of: end, in: value, count: items.count, call)
                if call.value("through") != nil {
                    guard position < items.count else { throw builtinError("prefix(through:): the index is out of range") }
                    position += 1
                }
                return Value.subsequence(of: value, items, positions: 0..<position)
            }
            let count = try Budget.nonNegative(call.int(), "prefix")
            return Value.subsequence(of: value, items, positions: 0..<min(count, items.count))
        },
        .method("suffix") { value, call in
            let items = try elements(value)
            if let start = call.value("from") {
                return Value.subsequence(of: value, items, positions: try position(of: start, in: value, count: items.count, call)..<items.count)
            }
            let count = try Budget.nonNegative(call.int(), "suffix")
            return Value.subsequence(of: value, items, positions: (items.count - min(count, items.count))..<items.count)
        },
        .method("dropFirst") { value, call in
            let items = try elements(value)
            let count = try Budget.nonNegative(call.value()?.asInt ?? 1, "dropFirst")
            return Value.subsequence(of: value, items, positions: min(count, items.count)..<items.count)
        },
        .method("dropLast") { value, call in
            let items = try elements(value)
            let count = try Budget.nonNegative(call.value()?.asInt ?? 1, "dropLast")
            return Value.subsequence(of: value, items, positions: 0..<(items.count - min(count, items.count)))
        },
        .method("drop") { value, call in
            let items = try elements(value)
            return Value.subsequence(of: value, items, positions: (try items.firstIndex { try !call.test($0) } ?? items.count)..<items.count)
        },
        .method("joined") { value, call in
            let items = try elements(value)
            if !items.isEmpty, items.allSatisfy({ switch $0 { case .array, .arraySlice, .reversedCollection: true; default: false } }) {
                // `[[a, b], [c]].joined(separator: [0])`: the elements of each, in order, the separator's between.
                let separator = try call.value("separator").map(elements) ?? []
                var joined: [Value] = []
                for (index, item) in items.enumerated() {
                    if index > 0 { joined += separator }
                    joined += try elements(item)
                    _ = try Budget.collection(joined)
                }
                return .array(joined)
            }
            let separator = call.value("separator")?.asString ?? ""
            let pieces = try items.map { try call.interpreter.describe($0, at: call.frame.source.syntax, in: call.frame) }
            _ = try Budget.characters(pieces.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * max(pieces.count - 1, 0), "joined()")
            return .string(pieces.joined(separator: separator))
        },
        .method("randomElement") { value, call in
            let items = try elements(value)
            guard !items.isEmpty else { return .none }
            return items[Int(call.interpreter.random.next() % UInt64(items.count))]
        },
        .method("shuffled") { value, call in .array(shuffle(try elements(value), call)) },
        .method("elementsEqual") { value, call in
            let items = try elements(value), other = try elements(try call.required())
            guard items.count == other.count else { return .bool(false) }
            if call.hasClosure {
                return .bool(try zip(items, other).allSatisfy { try call.call($0, $1).asBool == true })
            }
            return .bool(try zip(items, other).allSatisfy { try call.equal($0, $1) })
        },
        // `a.lexicographicallyPrecedes(b)`: the first unequal pair decides; a prefix comes first.
        .method("lexicographicallyPrecedes") { value, call in
            let items = try elements(value), other = try elements(try call.required())
            for (a, b) in zip(items, other) {
                if try call.ordered(a, b) { return .bool(true) }
                if try call.ordered(b, a) { return .bool(false) }
            }
            return .bool(items.count < other.count)
        },
        .method("starts") { value, call in
            let items = try elements(value), prefix = try elements(try call.required("with"))
            guard prefix.count <= items.count else { return .bool(false) }
            return .bool(try zip(items, prefix).allSatisfy { try call.equal($0, $1) })
        },
        .method("split") { value, call in
            let items = try elements(value)
            var pieces: [Value] = []
            let separator = call.value("separator")
            let maxSplits = call.value("maxSplits")?.asInt ?? .max
            let omittingEmpty = call.value("omittingEmptySubsequences")?.asBool ?? true
            // Each piece is a subsequence: an array's are slices at the positions they had.
            var start = 0
            func close(_ end: Int) {
                if !(omittingEmpty && start == end) { pieces.append(Value.subsequence(of: value, items, positions: start..<end)) }
            }
            var position = 0
            while position < items.count {
                // The rest, separators and all, is the last piece.
                if pieces.count >= maxSplits { break }
                let splits = try separator.map { try call.equal(items[position], $0) } ?? call.test(items[position])
                if splits {
                    close(position)
                    start = position + 1
                }
                position += 1
            }
            close(items.count)
            return .array(pieces)
        },
        // An iterator is an object here: `next()` moves it where it is, as a `var` iterator's does.
        .method("makeIterator") { value, _ in
            .record(Record(iteratorType, ["items": .array(try elements(value)), "position": .int(0)], isReference: true))
        },
    ]

    /// Whether the call's closure is known to give a sequence, not an
    /// Optional: its one expression's static type says so.
    /// Where a collection's indices start: a slice's at its first element's index in its array.
    static func startIndex(of value: Value) -> Int {
        if case .arraySlice(let slice) = value { return slice.startIndex }
        return 0
    }

    /// The position of an index of `value` among its `count` elements (`prefix(upTo:)`, `suffix(from:)`).
    static func position(of index: Value, in value: Value, count: Int, _ call: LibraryCall) throws -> Int {
        guard let index = index.asInt else { throw builtinError("\(call.name) needs an index") }
        let (position, overflow) = index.subtractingReportingOverflow(startIndex(of: value))
        guard !overflow, position >= 0, position <= count else { throw builtinError("\(call.name): index \(index) is out of range") }
        return position
    }

    static func closureGivesSequence(_ call: LibraryCall) -> Bool {
        guard case .function(.closure(let closure, _))? = call.arguments.last?.value, closure.statements.count == 1,
              let expression = closure.statements.first?.item.as(ExprSyntax.self),
              let type = call.interpreter.types.type(of: expression) else { return false }
        if case .optional = type { return false }
        return true
    }

    static func sorted(_ items: [Value], _ call: LibraryCall) throws -> [Value] {
        // A stable sort, as Swift's is.
        var indexed = Array(items.enumerated())
        var failure: Error?
        indexed.sort { a, b in
            guard failure == nil else { return false }
            do {
                if try call.ordered(a.element, b.element) { return true }
                if try call.ordered(b.element, a.element) { return false }
                return a.offset < b.offset
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return indexed.map(\.element)
    }

    static func shuffle(_ items: [Value], _ call: LibraryCall) -> [Value] {
        var shuffled = items
        for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(index, Int(call.interpreter.random.next() % UInt64(index + 1)))
        }
        return shuffled
    }

    static func items(_ value: Value) -> [Value] {
        if case .array(let items) = value { return items }
        return []
    }

    static func index(_ call: LibraryCall, _ label: String? = nil, in items: [Value], inclusiveEnd: Bool = false) throws -> Int {
        let index = try call.int(label)
        guard index >= 0, index < items.count + (inclusiveEnd ? 1 : 0) else {
            throw builtinError("\(call.name): index \(index) is out of range (0..<\(items.count))")
        }
        return index
    }

    static let array: [LibraryMember] = [
        .property("indices") { value, _ in .range(lower: 0, upper: Double(items(value).count), closed: false, integral: true) },
        .property("startIndex") { _, _ in .int(0) },
        .property("endIndex") { value, _ in .int(items(value).count) },
        .mutating("append") { value, call in
            var list = items(value)
            if let contents = call.value("contentsOf") { list += try elements(contents) } else { list.append(try call.required()) }
            value = .array(try Budget.collection(list))
            return .void
        },
        .mutating("insert") { value, call in
            var list = items(value)
            let index = try CollectionMembers.index(call, "at", in: list, inclusiveEnd: true)
            if let contents = call.value("contentsOf") { list.insert(contentsOf: try elements(contents), at: index) } else { list.insert(try call.required(), at: index) }
            value = .array(try Budget.collection(list))
            return .void
        },
        .mutating("remove") { value, call in
            var list = items(value)
            let removed = list.remove(at: try CollectionMembers.index(call, "at", in: list))
            value = .array(list)
            return removed
        },
        .mutating("removeFirst") { value, call in
            var list = items(value)
            let count = call.value()?.asInt
            guard list.count >= (count ?? 1) else { throw builtinError("removeFirst: the array has \(list.count) elements") }
            if let count {
                list.removeFirst(count)
                value = .array(list)
                return .void
            }
            let first = list.removeFirst()
            value = .array(list)
            return first
        },
        .mutating("removeLast") { value, call in
            var list = items(value)
            let count = call.value()?.asInt
            guard list.count >= (count ?? 1) else { throw builtinError("removeLast: the array has \(list.count) elements") }
            if let count {
                list.removeLast(count)
                value = .array(list)
                return .void
            }
            let last = list.removeLast()
            value = .array(list)
            return last
        },
        .mutating("popLast") { value, _ in
            var list = items(value)
            let last = list.popLast() ?? .none
            value = .array(list)
            return last
        },
        .mutating("removeAll") { value, call in
            if call.hasClosure {
                value = .array(try items(value).filter { try !call.test($0) })
            } else {
                value = .array([])
            }
            return .void
        },
        .mutating("removeSubrange") { value, call in
            var list = items(value)
            let (start, end) = try bounds(of: try call.required(), count: list.count, call.name)
            list.removeSubrange(start..<end)
            value = .array(list)
            return .void
        },
        .mutating("replaceSubrange") { value, call in
            var list = items(value)
            let (start, end) = try bounds(of: try call.required(), count: list.count, call.name)
            list.replaceSubrange(start..<end, with: try elements(try call.required("with")))
            value = .array(try Budget.collection(list))
            return .void
        },
        .mutating("sort") { value, call in
            value = .array(try sorted(items(value), call))
            return .void
        },
        .mutating("reverse") { value, _ in
            value = .array(items(value).reversed())
            return .void
        },
        .mutating("shuffle") { value, call in
            value = .array(shuffle(items(value), call))
            return .void
        },
        .mutating("swapAt") { value, call in
            var list = items(value)
            let values = call.arguments.map(\.value)
            guard values.count == 2, let i = values[0].asInt, let j = values[1].asInt, list.indices.contains(i), list.indices.contains(j) else {
                throw builtinError("swapAt: index out of range")
            }
            list.swapAt(i, j)
            value = .array(list)
            return .void
        },
    ]

    /// The half-open offsets a range of indices covers in a collection of `count`
    /// elements (`1...2`, `..<3`, `2...`); out of bounds is Swift's trap.
    static func bounds(of range: Value, count: Int, _ name: String) throws -> (Int, Int) {
        guard case .range(let lower, let upper, let closed, _) = range else { throw builtinError("\(name) needs a range") }
        let start = lower.isFinite ? Int(saturating: lower) : 0
        let end = upper.isFinite ? Int(saturating: upper) + (closed ? 1 : 0) : count
        guard start >= 0, start <= end, end <= count else { throw builtinError("\(name): the range is out of bounds") }
        return (start, end)
    }

    static func setItems(_ value: Value) -> [Value] {
        if case .set(let items) = value { return items }
        return []
    }

    /// A set made of elements, each kept once, in the order they come.
    static func makeSet(_ elements: [Value], _ call: LibraryCall) throws -> [Value] {
        var unique: [Value] = []
        for element in elements where try !unique.contains(where: { try call.equal($0, element) }) { unique.append(element) }
        return unique
    }

    static let set: [LibraryMember] = [
        .mutating("insert") { value, call in
            var list = setItems(value)
            let element = try call.required()
            if let existing = try list.first(where: { try call.equal($0, element) }) {
                return .tuple([.bool(false), existing], labels: ["inserted", "memberAfterInsert"])
            }
            list.append(element)
            value = .set(try Budget.collection(list))
            return .tuple([.bool(true), element], labels: ["inserted", "memberAfterInsert"])
        },
        .mutating("remove") { value, call in
            var list = setItems(value)
            let element = try call.required()
            guard let index = try list.firstIndex(where: { try call.equal($0, element) }) else { return .none }
            let removed = list.remove(at: index)
            value = .set(list)
            return removed
        },
        .mutating("removeAll") { value, call in
            value = .set(call.hasClosure ? try setItems(value).filter { try !call.test($0) } : [])
            return .void
        },
        .mutating("formUnion") { value, call in
            value = .set(try makeSet(setItems(value) + elements(try call.required()), call))
            return .void
        },
        .mutating("formIntersection") { value, call in
            let other = try elements(try call.required())
            value = .set(try setItems(value).filter { item in try other.contains { try call.equal($0, item) } })
            return .void
        },
        .mutating("subtract") { value, call in
            let other = try elements(try call.required())
            value = .set(try setItems(value).filter { item in try !other.contains { try call.equal($0, item) } })
            return .void
        },
        .mutating("formSymmetricDifference") { value, call in
            value = try symmetricDifference(setItems(value), try call.required(), call)
            return .void
        },
        // `update(with:)`: the member it replaced (nil when it was new).
        .mutating("update") { value, call in
            var list = setItems(value)
            let element = try call.required("with")
            if let index = try list.firstIndex(where: { try call.equal($0, element) }) {
                let old = list[index]
                list[index] = element
                value = .set(list)
                return old
            }
            list.append(element)
            value = .set(try Budget.collection(list))
            return .none
        },
        .method("union") { value, call in .set(try makeSet(setItems(value) + elements(try call.required()), call)) },
        .method("intersection") { value, call in
            let other = try elements(try call.required())
            return .set(try setItems(value).filter { item in try other.contains { try call.equal($0, item) } })
        },
        .method("subtracting") { value, call in
            let other = try elements(try call.required())
            return .set(try setItems(value).filter { item in try !other.contains { try call.equal($0, item) } })
        },
        .method("symmetricDifference") { value, call in try symmetricDifference(setItems(value), try call.required(), call) },
        .method("isSubset") { value, call in
            let other = try elements(try call.required("of"))
            return .bool(try setItems(value).allSatisfy { item in try other.contains { try call.equal($0, item) } })
        },
        .method("isSuperset") { value, call in
            let mine = setItems(value)
            return .bool(try elements(try call.required("of")).allSatisfy { item in try mine.contains { try call.equal($0, item) } })
        },
        .method("isStrictSubset") { value, call in
            let mine = setItems(value), other = try makeSet(try elements(try call.required("of")), call)
            return .bool(try mine.count < other.count && mine.allSatisfy { item in try other.contains { try call.equal($0, item) } })
        },
        .method("isStrictSuperset") { value, call in
            let mine = setItems(value), other = try makeSet(try elements(try call.required("of")), call)
            return .bool(try other.count < mine.count && other.allSatisfy { item in try mine.contains { try call.equal($0, item) } })
        },
        .method("isDisjoint") { value, call in
            let other = try elements(try call.required("with"))
            return .bool(try setItems(value).allSatisfy { item in try !other.contains { try call.equal($0, item) } })
        },
    ]

    static func symmetricDifference(_ mine: [Value], _ other: Value, _ call: LibraryCall) throws -> Value {
        let other = try makeSet(try elements(other), call)
        let onlyMine = try mine.filter { item in try !other.contains { try call.equal($0, item) } }
        let onlyOther = try other.filter { item in try !mine.contains { try call.equal($0, item) } }
        return .set(onlyMine + onlyOther)
    }

    static let range: [LibraryMember] = [
        .property("lowerBound") { value, _ in
            guard case .range(let lower, _, _, let integral) = value else { return .none }
            return integral ? .int(Int(saturating: lower)) : .double(lower)
        },
        .property("upperBound") { value, _ in
            guard case .range(_, let upper, _, let integral) = value else { return .none }
            return integral ? .int(Int(saturating: upper)) : .double(upper)
        },
        .method("clamped") { value, call in
            // `range.clamped(to: bounds)`: the part of it inside the bounds.
            guard case .range(let lower, let upper, let closed, let integral) = value,
                  case .range(let low, let high, _, _) = try call.required("to") else { throw builtinError("clamped(to:) needs a range") }
            return .range(lower: min(max(lower, low), high), upper: max(min(upper, high), low), closed: closed, integral: integral)
        },
        .method("overlaps") { value, call in
            guard case .range(let lower, let upper, let closed, _) = value, case .range(let otherLower, let otherUpper, let otherClosed, _) = try call.required() else {
                throw builtinError("overlaps needs a range")
            }
            let endsAfter = closed || otherClosed ? otherLower <= upper : otherLower < upper
            let startsBefore = closed || otherClosed ? lower <= otherUpper : lower < otherUpper
            return .bool(endsAfter && startsBefore)
        },
    ]

    static let iteratorType = "IndexingIterator"

    static let iterator: [LibraryMember] = [
        .method("next") { value, _ in
            guard case .record(let record) = value, case .array(let items)? = record["items"], let position = record["position"]?.asInt else { return .none }
            guard position < items.count else { return .none }
            record.storage.fields["position"] = .int(position + 1)
            return items[position]
        },
    ]

    /// Ranges of strings and of a guide's `Comparable` types.
    static let boundsRange: [LibraryMember] = [
        .property("lowerBound") { value, _ in
            guard case .boundsRange(let lower, _, _) = value else { return .none }
            return lower
        },
        .property("upperBound") { value, _ in
            guard case .boundsRange(_, let upper, _) = value else { return .none }
            return upper
        },
        .property("isEmpty") { value, call in
            guard case .boundsRange(let lower, let upper, let closed) = value else { return .none }
            return .bool(try !closed && call.equal(lower, upper))
        },
        .method("contains") { value, call in
            guard case .boundsRange(let lower, let upper, let closed) = value else { return .none }
            return .bool(try call.interpreter.boundsContain(lower: lower, upper: upper, closed: closed, call.required(), in: call.frame))
        },
    ]

    // MARK: - Dictionary

    static func entries(_ value: Value) -> [Value.DictionaryEntry] {
        if case .dictionary(let entries) = value { return entries }
        return []
    }

    static func pair(_ entry: Value.DictionaryEntry) -> Value {
        .tuple([entry.key, entry.value], labels: ["key", "value"])
    }

    static func index(of key: Value, in entries: [Value.DictionaryEntry], _ call: LibraryCall) throws -> Int? {
        try entries.firstIndex { try call.equal($0.key, key) }
    }

    static let dictionary: [LibraryMember] = [
        .property("count") { value, _ in .int(entries(value).count) },
        .property("isEmpty") { value, _ in .bool(entries(value).isEmpty) },
        .property("keys") { value, _ in .array(entries(value).map(\.key)) },
        .property("values") { value, _ in .array(entries(value).map(\.value)) },
        .property("first") { value, _ in entries(value).first.map(pair) ?? .none },
        .method("map") { value, call in .array(try entries(value).map { try call.call(pair($0)) }) },
        .method("compactMap") { value, call in .array(try entries(value).map { try call.call(pair($0)) }.filter { !$0.isNone }) },
        .method("flatMap") { value, call in .array(try entries(value).flatMap { try elements(try call.call(pair($0))) }) },
        .method("mapValues") { value, call in
            .dictionary(try entries(value).map { Value.DictionaryEntry(key: $0.key, value: try call.call($0.value)) })
        },
        .method("compactMapValues") { value, call in
            .dictionary(try entries(value).compactMap { entry in
                let mapped = try call.call(entry.value)
                return mapped.isNone ? nil : Value.DictionaryEntry(key: entry.key, value: mapped)
            })
        },
        .method("filter") { value, call in .dictionary(try entries(value).filter { try call.test(pair($0)) }) },
        .method("forEach") { value, call in
            for entry in entries(value) { _ = try call.call(pair(entry)) }
            return .void
        },
        .method("reduce") { value, call in
            let pairs = entries(value).map(pair)
            if call.arguments.first?.label == "into" {
                var accumulator = try call.required("into")
                for item in pairs { accumulator = try call.interpreter.invokeClosureUpdatingFirst(try call.closure(), [accumulator, item], in: call.frame) }
                return accumulator
            }
            guard var accumulator = call.arguments.first?.value else { throw builtinError("reduce needs an initial value") }
            for item in pairs { accumulator = try call.call(accumulator, item) }
            return accumulator
        },
        .method("sorted") { value, call in .array(try sorted(entries(value).map(pair), call)) },
        .method("contains") { value, call in .bool(try entries(value).contains { try call.test(pair($0)) }) },
        .method("allSatisfy") { value, call in .bool(try entries(value).allSatisfy { try call.test(pair($0)) }) },
        .method("first") { value, call in try entries(value).first { try call.test(pair($0)) }.map(pair) ?? .none },
        .method("min") { value, call in try sorted(entries(value).map(pair), call).first ?? .none },
        .method("max") { value, call in try sorted(entries(value).map(pair), call).last ?? .none },
        .method("merging") { value, call in .dictionary(try merged(entries(value), try call.required(), call)) },
        .mutating("merge") { value, call in
            value = .dictionary(try merged(entries(value), try call.required(), call))
            return .void
        },
        .mutating("updateValue") { value, call in
            var list = entries(value)
            let key = try call.required("forKey"), new = try call.required()
            if let index = try index(of: key, in: list, call) {
                let old = list[index].value
                list[index].value = new
                value = .dictionary(list)
                return old
            }
            list.append(Value.DictionaryEntry(key: key, value: new))
            value = .dictionary(try checked(list))
            return .none
        },
        .mutating("removeValue") { value, call in
            var list = entries(value)
            guard let index = try index(of: try call.required("forKey"), in: list, call) else { return .none }
            let removed = list.remove(at: index).value
            value = .dictionary(list)
            return removed
        },
        .mutating("removeAll") { value, _ in
            value = .dictionary([])
            return .void
        },
        // A dictionary's index is the entry's position (sitegen keeps entries in insertion order).
        .method("index") { value, call in try index(of: try call.required("forKey"), in: entries(value), call).map(Value.int) ?? .none },
        .mutating("remove") { value, call in
            var list = entries(value)
            let position = try call.int("at")
            guard list.indices.contains(position) else { throw builtinError("remove(at:): the index is out of bounds") }
            let removed = list.remove(at: position)
            value = .dictionary(list)
            return pair(removed)
        },
    ]

    static func checked(_ entries: [Value.DictionaryEntry]) throws -> [Value.DictionaryEntry] {
        _ = try Budget.count(entries.count, "a dictionary")
        return entries
    }

    /// `merging(other) { current, new in ... }`: other's pairs added, the closure choosing on a clash.
    static func merged(_ base: [Value.DictionaryEntry], _ other: Value, _ call: LibraryCall) throws -> [Value.DictionaryEntry] {
        var result = base
        let incoming: [(Value, Value)]
        switch other {
        case .dictionary(let entries): incoming = entries.map { ($0.key, $0.value) }
        default:
            incoming = try elements(other).map { pair in
                guard case .tuple(let parts, _) = pair, parts.count == 2 else { throw builtinError("merge needs key-value pairs") }
                return (parts[0], parts[1])
            }
        }
        for (key, value) in incoming {
            if let index = try index(of: key, in: result, call) {
                result[index].value = call.hasClosure ? try call.call(result[index].value, value) : value
            } else {
                result.append(Value.DictionaryEntry(key: key, value: value))
            }
        }
        return try checked(result)
    }
}
