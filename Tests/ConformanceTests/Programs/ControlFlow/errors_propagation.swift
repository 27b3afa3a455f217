// Checks an error thrown deep in a call chain propagating through several throwing functions, with output showing which code ran.
enum ConfigError: Error {
    case missingKey(String)
    case invalidValue(key: String, value: String)
}

let config = ["columns": "3", "gutter": "abc", "margin": "16"]

func rawValue(_ key: String) throws -> String {
    print("    rawValue(\(key))")
    guard let v = config[key] else { throw ConfigError.missingKey(key) }
    return v
}

func intValue(_ key: String) throws -> Int {
    print("  intValue(\(key))")
    let raw = try rawValue(key)
    guard let n = Int(raw) else { throw ConfigError.invalidValue(key: key, value: raw) }
    print("  parsed", n)
    return n
}

func layoutWidth(keys: [String]) throws -> Int {
    print("layoutWidth", keys)
    var total = 0
    for k in keys {
        total += try intValue(k)
        print("  running total", total)
    }
    return total
}

func safeWidth(keys: [String]) -> Int {
    do {
        return try layoutWidth(keys: keys)
    } catch ConfigError.missingKey(let k) {
        print("missing", k)
        return -1
    } catch {
        print("rethrown as failure:", error)
        return -2
    }
}

func main() {
    print("result", safeWidth(keys: ["columns", "margin"]))
    print("result", safeWidth(keys: ["columns", "padding", "margin"]))
    print("result", safeWidth(keys: ["margin", "gutter"]))
    do {
        do {
            _ = try intValue("gutter")
        } catch ConfigError.missingKey {
            print("inner catch does not match")
        }
        print("not reached")
    } catch {
        print("outer catch got", error)
    }
}
