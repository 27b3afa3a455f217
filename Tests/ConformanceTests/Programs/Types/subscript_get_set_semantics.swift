// Subscript getters and setters run in order for compound and nested mutations; observed by logging.
struct Store {
    var values: [Int] = [10, 20, 30]
    var log: [String] = []
    subscript(i: Int) -> Int {
        get { values[i] }
        set {
            log.append("set[\(i)] \(values[i])->\(newValue)")
            values[i] = newValue
        }
    }
}

struct Sheet {
    var rows: [[String]] = [["a", "b"], ["c", "d"]]
    subscript(r: Int) -> [String] {
        get { rows[r] }
        set { rows[r] = newValue }
    }
}

final class Cache {
    private var dict: [String: Int] = [:]
    var reads = 0
    subscript(key: String, default d: Int) -> Int {
        get { reads += 1; return dict[key] ?? d }
        set { dict[key] = newValue }
    }
}

func main() {
    var s = Store()
    s[0] += 5
    s[1] = s[2] * 2
    s[2] -= s[0]
    print(s.values)
    print(s.log)
    var sheet = Sheet()
    sheet[1][0] = "C"
    sheet[0].append("z")
    print(sheet.rows)
    let cache = Cache()
    cache["hits", default: 0] += 1
    cache["hits", default: 0] += 1
    print(cache["hits", default: 0], cache["miss", default: -1], cache.reads)
    var dict: [String: [Int]] = [:]
    dict["a", default: []].append(1)
    dict["a", default: []].append(2)
    print(dict["a"]!)
}
