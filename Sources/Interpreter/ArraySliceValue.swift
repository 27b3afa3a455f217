import Guards

/// An `ArraySlice`: a run of an array's elements that keeps the indices they
/// had in the array, as Swift's does (`items[2..<5]` starts at index 2, and
/// so does `items.dropFirst(2)`). The elements are a copy: a slice is a
/// value, and changing it leaves the array alone.
public struct ArraySliceValue {
    public var elements: [Value]
    /// The index of the first element in the array it was cut from.
    public var startIndex: Int

    public init(_ elements: [Value], startIndex: Int) {
        self.elements = elements
        self.startIndex = startIndex
    }

    public var endIndex: Int { startIndex + elements.count }
    public var indices: Range<Int> { startIndex..<endIndex }

    /// The position in `elements` of a slice index; nil outside the slice.
    func position(of index: Int) -> Int? {
        indices.contains(index) ? index - startIndex : nil
    }

    /// The elements at a range of the slice's indices (`lower`/`upper` as a
    /// range value has them: infinite for a partial range), as a slice;
    /// nil when the range is not within the slice.
    func subslice(lower: Double, upper: Double, closed: Bool) -> ArraySliceValue? {
        guard let (start, end) = Self.bounds(lower: lower, upper: upper, closed: closed, within: indices) else { return nil }
        return ArraySliceValue(Array(elements[(start - startIndex)..<(end - startIndex)]), startIndex: start)
    }

    /// A range value's half-open bounds within `indices` (a partial range
    /// runs to their ends); nil when they leave them, which is Swift's trap.
    static func bounds(lower: Double, upper: Double, closed: Bool, within indices: Range<Int>) -> (Int, Int)? {
        let start = lower.isFinite ? Int(saturating: lower) : indices.lowerBound
        var end = upper.isFinite ? Int(saturating: upper) : indices.upperBound
        if closed, upper.isFinite {
            guard end < Int.max else { return nil }
            end += 1
        }
        guard start >= indices.lowerBound, start <= end, end <= indices.upperBound else { return nil }
        return (start, end)
    }
}

extension Value {
    /// A run of a collection's elements by position (`prefix`, `dropFirst`,
    /// `split`) as Swift's `SubSequence` of it: an array's or a slice's is
    /// an `ArraySlice` keeping their indices; other sequences' an array.
    static func subsequence(of base: Value, _ items: [Value], positions: Range<Int>) -> Value {
        let run = Array(items[positions])
        switch base {
        case .array: return .arraySlice(ArraySliceValue(run, startIndex: positions.lowerBound))
        case .arraySlice(let slice): return .arraySlice(ArraySliceValue(run, startIndex: slice.startIndex + positions.lowerBound))
        default: return .array(run)
        }
    }
}
