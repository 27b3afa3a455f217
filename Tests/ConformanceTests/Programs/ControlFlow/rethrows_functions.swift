// Checks rethrows functions called with throwing and non-throwing closures, and propagation of the closure's error.
enum TransformError: Error { case rejected(Int) }

func applyAll(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values {
        print("  applying to", v)
        out.append(try transform(v))
    }
    return out
}

func retry<T>(times: Int, _ body: (Int) throws -> T) rethrows -> T {
    var attempt = 1
    while true {
        do {
            return try body(attempt)
        } catch {
            print("  attempt", attempt, "failed:", error)
            if attempt >= times { throw error }
            attempt += 1
        }
    }
}

func main() {
    let doubled = applyAll([1, 2, 3]) { $0 * 2 }
    print(doubled)
    do {
        let r = try applyAll([1, 5, 2]) { v in
            if v > 3 { throw TransformError.rejected(v) }
            return v + 100
        }
        print(r)
    } catch {
        print("caught", error)
    }
    do {
        let value = try retry(times: 3) { attempt -> String in
            if attempt < 3 { throw TransformError.rejected(attempt) }
            return "ok on attempt \(attempt)"
        }
        print(value)
        let never: Int = try retry(times: 2) { attempt in
            throw TransformError.rejected(attempt * 10)
        }
        print(never)
    } catch {
        print("gave up:", error)
    }
    let mapped = try? [1, 2, 3].map { n -> Int in
        if n == 2 { throw TransformError.rejected(n) }
        return n
    }
    print(mapped as Any)
    let plain = [3, 1, 2].sorted { $0 > $1 }
    print(plain)
}
