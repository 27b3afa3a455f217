// A force-unwrapped optional as an l-value: `x! += 1`, `obj!.prop = ...`, and `dict[k]!.append(...)` modify the wrapped value in place.
struct Progress {
    var done = 0
    var total = 10
}

func main() {
    var count: Int? = 5
    count! += 1
    count! *= 3
    print(count!)

    var progress: Progress? = Progress()
    progress!.done = 4
    progress!.done += 2
    progress!.total -= 1
    print(progress!.done, progress!.total)

    var lists: [String: [Int]] = ["odd": [1], "even": [2]]
    lists["odd"]!.append(3)
    lists["even"]! += [4, 6]
    lists["odd"]![0] = 11
    print(lists["odd"]!, lists["even"]!)

    var names: [String]? = ["a"]
    names!.append("b")
    names![0] = names![0].uppercased()
    print(names!)

    var maybeArray: [Progress]? = [Progress(), Progress(done: 1, total: 2)]
    maybeArray![1].done += 1
    maybeArray!.swapAt(0, 1)
    print(maybeArray!.map { "\($0.done)/\($0.total)" })

    var implicit: Int! = 1
    implicit += 41
    print(implicit!)
}
