// Checks the interleaved order of closures when iterating a lazy map/filter chain with for-in and breaking early.
func main() {
    let names = ["ann", "bob", "cy", "dora", "ed"]
    let pipeline = names.lazy
        .filter { name -> Bool in
            print("  filter \(name)")
            return name.count > 2
        }
        .map { name -> String in
            print("  map \(name)")
            return name.uppercased()
        }
    print("start")
    for upper in pipeline {
        print("got", upper)
        if upper == "BOB" {
            print("break")
            break
        }
    }
    print("loop again without break")
    var collected: [String] = []
    for upper in pipeline {
        collected.append(upper)
    }
    print(collected)
    print("first(where:)")
    let found = names.lazy.map { n -> Int in
        print("  count \(n)")
        return n.count
    }.first(where: { $0 == 2 })
    print("found", found as Any)
    print("contains")
    let has = names.lazy.map { n -> String in
        print("  reverse \(n)")
        return String(n.reversed())
    }.contains("bob")
    print("has", has)
    let sum = (1...5).lazy.filter { $0 % 2 == 1 }.map { $0 * $0 }.reduce(0, +)
    print("sum of odd squares", sum)
}
