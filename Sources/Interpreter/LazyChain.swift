import Guards

/// `items.lazy.map { ... }.filter { ... }`: a lazy sequence, whose closures
/// run only when its elements are asked for, in the order Swift's lazy
/// collections run them. Each step is one of Swift's lazy types over the
/// step before, with that type's own index rules: iterating pulls each
/// element through the chain in turn (`for`, `first(where:)`, `Array(_:)`),
/// while a `Collection` member walks indices (`first` finds the start,
/// running the filters, then reads the element there, running the maps
/// again). Indices are the base collection's.
public indirect enum LazyChain {
    /// What `.lazy` was asked of: its elements, and the index of the first
    /// (an array's 0, a slice's start, a range's lower bound).
    case base([Value], startIndex: Int)
    /// `LazyMapSequence`: the element at an index is the transform of the base's.
    case map(LazyChain, transform: Value)
    /// `LazyFilterSequence`: the base's indices whose elements pass.
    case filter(LazyChain, predicate: Value)
    /// `compactMap`: Swift's map, filter of non-nil and unwrapping map, in one.
    case compactMap(LazyChain, transform: Value)

    /// How many steps are on the base.
    var steps: Int {
        var count = 0
        var current = self
        while true {
            switch current {
            case .base: return count
            case .map(let base, _), .filter(let base, _), .compactMap(let base, _):
                count += 1
                current = base
            }
        }
    }

    var endIndex: Int {
        switch self {
        case .base(let elements, let start): start + elements.count
        case .map(let base, _), .filter(let base, _), .compactMap(let base, _): base.endIndex
        }
    }

    /// The chain over the base's elements at `range` only: Swift's
    /// `SubSequence` of a lazy collection is the same lazy type over the base's slice.
    func slice(_ range: Range<Int>) -> LazyChain {
        switch self {
        case .base(let elements, let start): .base(Array(elements[(range.lowerBound - start)..<(range.upperBound - start)]), startIndex: range.lowerBound)
        case .map(let base, let transform): .map(base.slice(range), transform: transform)
        case .filter(let base, let predicate): .filter(base.slice(range), predicate: predicate)
        case .compactMap(let base, let transform): .compactMap(base.slice(range), transform: transform)
        }
    }
}

/// A lazy chain evaluated: its closures called back in the guide's code.
struct LazyEvaluation {
    var interpreter: Interpreter
    var frame: Frame

    private func call(_ function: Value, _ value: Value) throws -> Value {
        try interpreter.callFunction(function, [value], in: frame)
    }

    private func test(_ predicate: Value, _ value: Value) throws -> Bool {
        guard case .bool(let flag) = try call(predicate, value) else { throw builtinError("a lazy filter's closure must return a Bool") }
        return flag
    }

    // MARK: Iteration (Sequence)

    /// Each element in order, as the chain's iterator gives them; `body`
    /// returns false to stop. Whether it ran to the end.
    @discardableResult
    func forEach(_ chain: LazyChain, _ body: (Value) throws -> Bool) throws -> Bool {
        switch chain {
        case .base(let elements, _):
            for element in elements where try !body(element) { return false }
            return true
        case .map(let base, let transform):
            return try forEach(base) { try body(call(transform, $0)) }
        case .filter(let base, let predicate):
            return try forEach(base) { try test(predicate, $0) ? body($0) : true }
        case .compactMap(let base, let transform):
            return try forEach(base) { element in
                let mapped = try call(transform, element)
                return mapped.isNone ? true : try body(mapped)
            }
        }
    }

    /// All the elements, in order.
    func elements(_ chain: LazyChain) throws -> [Value] {
        var result: [Value] = []
        try forEach(chain) { element in
            result.append(element)
            _ = try Budget.collection(result)
            return true
        }
        return result
    }

    // MARK: Indices (Collection)

    func startIndex(_ chain: LazyChain) throws -> Int {
        switch chain {
        case .base(_, let start): return start
        case .map(let base, _): return try startIndex(base)
        case .filter(let base, _), .compactMap(let base, _):
            let start = try startIndex(base)
            return try passes(chain, at: start) ? start : try index(after: start, chain)
        }
    }

    /// The next index; for a filter, the next whose element passes.
    func index(after index: Int, _ chain: LazyChain) throws -> Int {
        guard index < chain.endIndex else { throw builtinError("a lazy collection cannot advance past its end") }
        switch chain {
        case .base: return index + 1
        case .map(let base, _): return try self.index(after: index, base)
        case .filter(let base, _), .compactMap(let base, _):
            var next = index
            repeat { next = try self.index(after: next, base) } while try !passes(chain, at: next)
            return next
        }
    }

    /// Whether a filter's base element at `index` passes (the end always does).
    private func passes(_ chain: LazyChain, at index: Int) throws -> Bool {
        guard index < chain.endIndex else { return true }
        switch chain {
        case .filter(let base, let predicate): return try test(predicate, element(at: index, base))
        case .compactMap(let base, let transform): return try !call(transform, element(at: index, base)).isNone
        case .base, .map: return true
        }
    }

    /// The element at an index: a map's transform runs (again) here.
    func element(at index: Int, _ chain: LazyChain) throws -> Value {
        switch chain {
        case .base(let elements, let start):
            guard index >= start, index - start < elements.count else { throw builtinError("index \(index) is out of range") }
            return elements[index - start]
        case .map(let base, let transform): return try call(transform, element(at: index, base))
        case .filter(let base, _): return try element(at: index, base)
        case .compactMap(let base, let transform): return try call(transform, element(at: index, base))
        }
    }

    /// `index(i, offsetBy: n, limitedBy: limit)`: nil past the limit.
    func index(_ start: Int, offsetBy distance: Int, limitedBy limit: Int, _ chain: LazyChain) throws -> Int? {
        guard distance >= 0 else { throw builtinError("a lazy collection's indices only go forward") }
        var index = start
        for _ in 0..<distance {
            if index == limit { return nil }
            index = try self.index(after: index, chain)
        }
        return index
    }
}

extension Interpreter {
    func lazyEvaluation(in frame: Frame) -> LazyEvaluation {
        LazyEvaluation(interpreter: self, frame: frame)
    }

    /// A sequence's elements; a lazy one's closures run to give them.
    func elements(of value: Value, in frame: Frame) throws -> [Value] {
        if case .lazySequence(let chain) = value { return try lazyEvaluation(in: frame).elements(chain) }
        return try CoreBuiltins.sequence(value)
    }
}
