// Optional structs copy their wrapped value: mutating through one optional does not reach another optional copied from it.
struct Badge {
    var count: Int
    var text: String
}

func main() {
    var a: Badge? = Badge(count: 1, text: "new")
    var b = a
    a?.count += 1
    b?.text = "old"
    print(a?.count ?? -1, a?.text ?? "-")
    print(b?.count ?? -1, b?.text ?? "-")

    var c = a
    a = nil
    print(a == nil, c?.count ?? -1)
    c!.count *= 10
    print(c!.count, b!.count)

    if var unwrapped = c {
        unwrapped.count = 0
        unwrapped.text = "changed"
        print(unwrapped.count, unwrapped.text)
    }
    print(c!.count, c!.text)

    var list: [Badge?] = [Badge(count: 3, text: "x"), nil]
    let listCopy = list
    list[0]?.count += 4
    list[1]?.count += 4
    print(list[0]?.count ?? -1, list[1]?.count ?? -1, listCopy[0]?.count ?? -1)
}
