import Guards

/// `ArraySlice`'s own members: its indices are the ones its elements had in
/// the array it was cut from, and growing or shrinking it moves its ends,
/// not its elements' indices. (Its `Sequence` members are the shared ones.)
enum ArraySliceMembers {
    static func slice(_ value: Value) throws -> ArraySliceValue {
        guard case .arraySlice(let slice) = value else { throw builtinError("expected an ArraySlice, got \(value.kindDescription)") }
        return slice
    }

    /// How many elements `removeFirst`/`removeLast` take (`()` one, which it
    /// returns; `(k)` k, returning nothing), checked against the slice.
    private static func removal(_ name: String, _ call: LibraryCall, from slice: ArraySliceValue) throws -> (count: Int, returnsElement: Bool) {
        let count = call.value()?.asInt
        let removing = count ?? 1
        guard removing >= 0, slice.elements.count >= removing else {
            throw builtinError("\(name): the slice has \(slice.elements.count) elements")
        }
        return (removing, count == nil)
    }

    static let all: [LibraryMember] = [
        .property("indices") { value, _ in
            let slice = try slice(value)
            return .range(lower: Double(slice.startIndex), upper: Double(slice.endIndex), closed: false, integral: true)
        },
        .property("startIndex") { value, _ in .int(try slice(value).startIndex) },
        .property("endIndex") { value, _ in .int(try slice(value).endIndex) },
        .mutating("append") { value, call in
            var slice = try slice(value)
            if let contents = call.value("contentsOf") { slice.elements += try CollectionMembers.elements(contents) } else { slice.elements.append(try call.required()) }
            slice.elements = try Budget.collection(slice.elements)
            value = .arraySlice(slice)
            return .void
        },
        // Removing from the front moves the start: the elements left keep their indices.
        .mutating("removeFirst") { value, call in
            var slice = try slice(value)
            let (removing, returnsElement) = try removal("removeFirst", call, from: slice)
            let first = slice.elements.first
            slice.elements.removeFirst(removing)
            slice.startIndex += removing
            value = .arraySlice(slice)
            return returnsElement ? first ?? .none : .void
        },
        .mutating("removeLast") { value, call in
            var slice = try slice(value)
            let (removing, returnsElement) = try removal("removeLast", call, from: slice)
            let last = slice.elements.last
            slice.elements.removeLast(removing)
            value = .arraySlice(slice)
            return returnsElement ? last ?? .none : .void
        },
        .mutating("popFirst") { value, _ in
            var slice = try slice(value)
            guard !slice.elements.isEmpty else { return .none }
            let first = slice.elements.removeFirst()
            slice.startIndex += 1
            value = .arraySlice(slice)
            return first
        },
        .mutating("popLast") { value, _ in
            var slice = try slice(value)
            let last = slice.elements.popLast() ?? .none
            value = .arraySlice(slice)
            return last
        },
    ]
}
