import Guards

/// Members of a lazy sequence (`LazyChain`). `map`, `filter` and
/// `compactMap` add a step; `first`, `isEmpty`, `count`, `prefix(_:)` and
/// subscripts walk indices as Swift's `Collection` members do; the
/// members that may stop early pull elements one at a time. Any other
/// `Sequence` member works on all the elements, which iteration gives
/// first (`sorted`, `joined`...), as Swift's eager versions do.
enum LazyMembers {
    /// `.lazy` of a collection: the chain with nothing on it yet.
    static func lazy(_ value: Value) throws -> Value {
        switch value {
        case .lazySequence: return value
        case .arraySlice(let slice): return .lazySequence(.base(slice.elements, startIndex: slice.startIndex))
        case .range(let lower, _, _, _) where lower.isFinite:
            // A range's indices are its values; the end index must be one too.
            let elements = try CollectionMembers.elements(value), start = Int(saturating: lower)
            guard !start.addingReportingOverflow(elements.count).overflow else { throw builtinError("lazy: the range ends past Int.max") }
            return .lazySequence(.base(elements, startIndex: start))
        default: return .lazySequence(.base(try CollectionMembers.elements(value), startIndex: 0))
        }
    }

    /// A chain with one more step, within `Limits.lazySteps`.
    static func adding(_ step: (LazyChain) -> LazyChain, to value: Value) throws -> Value {
        let base = try chain(value)
        guard base.steps < Limits.lazySteps else { throw builtinError("a lazy chain of more than \(Limits.lazySteps) steps is more than sitegen evaluates") }
        return .lazySequence(step(base))
    }

    static func chain(_ value: Value) throws -> LazyChain {
        guard case .lazySequence(let chain) = value else { throw builtinError("expected a lazy sequence, got \(value.kindDescription)") }
        return chain
    }

    static func evaluation(_ call: LibraryCall) -> LazyEvaluation {
        call.interpreter.lazyEvaluation(in: call.frame)
    }

    static let all: [LibraryMember] = [
        .property("lazy") { value, _ in value },
        .method("map") { value, call in
            let transform = try call.closure()
            return try adding({ .map($0, transform: transform) }, to: value)
        },
        .method("filter") { value, call in
            let predicate = try call.closure()
            return try adding({ .filter($0, predicate: predicate) }, to: value)
        },
        .method("compactMap") { value, call in
            let transform = try call.closure()
            return try adding({ .compactMap($0, transform: transform) }, to: value)
        },
        // `Collection.first`: the start index found, then the element there read.
        .property("first") { value, call in
            let chain = try chain(value), evaluation = evaluation(call)
            let start = try evaluation.startIndex(chain)
            return start == chain.endIndex ? .none : try evaluation.element(at: start, chain)
        },
        .property("isEmpty") { value, call in
            let chain = try chain(value)
            return .bool(try evaluation(call).startIndex(chain) == chain.endIndex)
        },
        .property("count") { value, call in
            let chain = try chain(value), evaluation = evaluation(call)
            var index = try evaluation.startIndex(chain), count = 0
            while index != chain.endIndex {
                index = try evaluation.index(after: index, chain)
                count += 1
            }
            return .int(count)
        },
        .property("startIndex") { value, call in .int(try evaluation(call).startIndex(try chain(value))) },
        .property("endIndex") { value, _ in .int(try chain(value).endIndex) },
        // `Collection.prefix(_:)`: the end found from the start, then the chain over the base's slice from the start (found again).
        .method("prefix") { value, call in
            // `prefix(while:)`, `prefix(upTo:)`: as an array's, on all the elements.
            if call.hasClosure || call.arguments.first?.label != nil { return try eager("prefix", value, call) }
            let chain = try chain(value), evaluation = evaluation(call)
            let count = try Budget.nonNegative(call.int(), "prefix")
            let end = try evaluation.index(evaluation.startIndex(chain), offsetBy: count, limitedBy: chain.endIndex, chain) ?? chain.endIndex
            // Found again, the start may differ when the closures do not give the same answers twice.
            let start = try evaluation.startIndex(chain)
            guard start <= end else { throw builtinError("prefix: the lazy collection's start moved past its end") }
            return .lazySequence(chain.slice(start..<end))
        },
        .method("first") { value, call in
            var found: Value = .none
            try evaluation(call).forEach(try chain(value)) { element in
                guard try call.test(element) else { return true }
                found = element
                return false
            }
            return found
        },
        .method("contains") { value, call in
            let chain = try chain(value)
            let needle = call.hasClosure ? nil : try call.required()
            let finished = try evaluation(call).forEach(chain) { element in
                try !(needle.map { try call.equal(element, $0) } ?? call.test(element))
            }
            return .bool(!finished)
        },
        .method("allSatisfy") { value, call in
            .bool(try evaluation(call).forEach(try chain(value)) { try call.test($0) })
        },
        .method("forEach") { value, call in
            try evaluation(call).forEach(try chain(value)) { element in
                _ = try call.call(element)
                return true
            }
            return .void
        },
        .method("reduce") { value, call in
            guard call.arguments.first?.label != "into", var accumulator = call.arguments.first?.value else {
                return try eager("reduce", value, call)
            }
            try evaluation(call).forEach(try chain(value)) { element in
                accumulator = try call.call(accumulator, element)
                return true
            }
            return accumulator
        },
    ]

    /// Any other `Sequence` member: an array's, on all the elements.
    static func eager(_ name: String, _ value: Value, _ call: LibraryCall) throws -> Value {
        let elements = Value.array(try evaluation(call).elements(try chain(value)))
        guard let member = StandardLibrary.method(name, of: elements) else { throw builtinError("a lazy sequence has no member '\(name)'") }
        return try StandardLibrary.run(member, on: elements, call.arguments, interpreter: call.interpreter, in: call.frame).result
    }
}
