// Checks set algebra: union, intersection, subtracting, symmetricDifference and subset/superset/disjoint tests.
func main() {
    let a: Set = [1, 2, 3, 4]
    let b: Set = [3, 4, 5]
    let c: Set = [1, 2]
    let d: Set = [9]
    print(a.union(b).sorted())
    print(a.intersection(b).sorted())
    print(a.subtracting(b).sorted())
    print(b.subtracting(a).sorted())
    print(a.symmetricDifference(b).sorted())
    print(c.isSubset(of: a), a.isSubset(of: c), a.isSubset(of: a))
    print(c.isStrictSubset(of: a), a.isStrictSubset(of: a))
    print(a.isSuperset(of: c), a.isStrictSuperset(of: c))
    print(a.isDisjoint(with: d), a.isDisjoint(with: b))
    print(Set<Int>().isSubset(of: c), c.isDisjoint(with: []))
    print(a.union([10, 11]).sorted(), a.intersection([2, 2, 7]).sorted())
    var m = a
    m.formUnion([7])
    print(m.sorted())
    m.formIntersection([1, 7, 8])
    print(m.sorted())
    m.subtract([1])
    print(m.sorted())
    m.formSymmetricDifference([7, 8])
    print(m.sorted())
    let required: Set = ["title", "icon"]
    let provided: Set = ["title", "subtitle"]
    print("missing", required.subtracting(provided).sorted())
    print("extra", provided.subtracting(required).sorted())
    print("valid", required.isSubset(of: provided))
    let team1: Set = ["ann", "bo", "cy"]
    let team2: Set = ["cy", "dee"]
    print("both", team1.intersection(team2), "either", team1.union(team2).count)
}
