// Sets are values: inserting into or removing from a copy never changes the original.
struct Selection {
    var selected: Set<Int>
}

func toggled(_ s: Set<String>, _ item: String) -> Set<String> {
    var copy = s
    if copy.contains(item) {
        copy.remove(item)
    } else {
        copy.insert(item)
    }
    return copy
}

func main() {
    var a: Set = ["bold", "italic"]
    let b = a
    a.insert("underline")
    a.remove("bold")
    print(a.sorted(), b.sorted())

    let t1 = toggled(b, "bold")
    let t2 = toggled(b, "strike")
    print(b.sorted(), t1.sorted(), t2.sorted())

    var sel = Selection(selected: [1, 2, 3])
    var other = sel
    other.selected.formUnion([4, 5])
    sel.selected.subtract([1])
    print(sel.selected.sorted(), other.selected.sorted())

    let (inserted, member) = sel.selected.insert(2)
    print(inserted, member, sel.selected.count)
    let second = sel.selected.insert(9)
    print(second.inserted, second.memberAfterInsert, sel.selected.sorted())
    print(other.selected.contains(9))

    var sets = [Set([1]), Set([2])]
    var first = sets[0]
    first.insert(100)
    sets[1].insert(200)
    print(sets[0].sorted(), sets[1].sorted(), first.sorted())
}
