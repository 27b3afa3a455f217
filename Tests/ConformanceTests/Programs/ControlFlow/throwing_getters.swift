// Checks computed properties and subscripts with `get throws`, accessed with try, try? and inside do/catch.
enum AccessError: Error {
    case locked
    case outOfRange(Int)
}

struct Vault {
    var isLocked: Bool
    var secrets: [String]

    var firstSecret: String {
        get throws {
            if isLocked { throw AccessError.locked }
            guard let s = secrets.first else { throw AccessError.outOfRange(0) }
            return s
        }
    }

    subscript(index: Int) -> String {
        get throws {
            if isLocked { throw AccessError.locked }
            guard secrets.indices.contains(index) else { throw AccessError.outOfRange(index) }
            return secrets[index]
        }
    }
}

func main() {
    var vault = Vault(isLocked: true, secrets: ["alpha", "beta"])
    do {
        print(try vault.firstSecret)
    } catch {
        print("first:", error)
    }
    print((try? vault[1]) as Any)
    vault.isLocked = false
    do {
        print(try vault.firstSecret)
        print(try vault[1])
        print(try vault[5])
    } catch AccessError.outOfRange(let i) {
        print("out of range", i)
    } catch {
        print("other", error)
    }
    let empty = Vault(isLocked: false, secrets: [])
    do {
        _ = try empty.firstSecret
    } catch {
        print("empty:", error)
    }
    let lengths = (0..<3).map { (try? vault[$0])?.count ?? -1 }
    print(lengths)
}
