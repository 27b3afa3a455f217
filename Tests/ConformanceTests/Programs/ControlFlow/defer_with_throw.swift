// Checks that defer blocks run when a function exits by throwing, in reverse order, before the catch clause runs.
enum LoadError: Error {
    case missing(String)
    case corrupt
}

func load(_ name: String) throws -> String {
    print("open", name)
    defer { print("close", name) }
    if name.isEmpty {
        throw LoadError.missing("<empty>")
    }
    defer { print("release buffer for", name) }
    if name == "bad" {
        throw LoadError.corrupt
    }
    print("read", name)
    return name.uppercased()
}

func loadAll(_ names: [String]) throws -> [String] {
    var loaded: [String] = []
    defer { print("loadAll finished with", loaded.count, "items") }
    for n in names {
        loaded.append(try load(n))
    }
    return loaded
}

func main() {
    for name in ["ok", "", "bad"] {
        do {
            let v = try load(name)
            print("value", v)
        } catch {
            print("caught", error)
        }
        print("--")
    }
    do {
        let all = try loadAll(["x", "y", "bad", "z"])
        print(all)
    } catch {
        print("loadAll failed:", error)
    }
    do {
        let all = try loadAll(["p", "q"])
        print("loaded", all)
    } catch {
        print("unexpected", error)
    }
}
