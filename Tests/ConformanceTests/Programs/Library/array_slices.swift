// Checks that ArraySlice keeps the original indices and how slices convert back to arrays.
func main() {
    let items = ["a", "b", "c", "d", "e", "f"]
    let slice = items[2..<5]
    print(slice, type(of: slice))
    print(slice.startIndex, slice.endIndex, slice.count)
    print(slice[2], slice[4])
    print(slice.first!, slice.indices.map { $0 })
    print(slice.firstIndex(of: "d") as Any)
    let array = Array(slice)
    print(array, array.startIndex, array[0])
    let tail = items.dropFirst(3)
    print(tail.startIndex, tail[tail.startIndex])
    let sub = slice.dropFirst()
    print(sub, sub.startIndex)
    var mutableSlice = items[1...3]
    mutableSlice[2] = "Z"
    print(mutableSlice, items)
    mutableSlice.append("new")
    print(mutableSlice, mutableSlice.endIndex)
    let numbers = [10, 20, 30, 40, 50]
    func sum(_ s: ArraySlice<Int>) -> Int { s.reduce(0, +) }
    print(sum(numbers[1...3]), sum(numbers[...]))
    func binarySearch(_ a: ArraySlice<Int>, _ target: Int) -> Int? {
        if a.isEmpty { return nil }
        let mid = a.startIndex + a.count / 2
        if a[mid] == target { return mid }
        return a[mid] < target ? binarySearch(a[(mid + 1)...], target) : binarySearch(a[..<mid], target)
    }
    for t in [10, 40, 50, 35] {
        print("search", t, binarySearch(numbers[...], t) as Any)
    }
    print(numbers[2...].enumerated().map { "\($0.offset)/\($0.element)" })
    print(zip(numbers[2...].indices, numbers[2...]).map { "\($0)/\($1)" })
    print(slice == ["c", "d", "e"], Array(slice) == ["c", "d", "e"])
}
