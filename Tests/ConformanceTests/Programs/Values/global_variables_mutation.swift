// Global variables mutated from functions: a global array appended to, a global counter incremented, a global dictionary used as a cache.
var eventLog: [String] = []
var nextID = 100
var cache: [Int: Int] = [:]
let appName = "Gallery"

func log(_ message: String) {
    eventLog.append("\(eventLog.count): \(message)")
}

func makeID() -> Int {
    nextID += 1
    log("made id \(nextID)")
    return nextID
}

func fibonacci(_ n: Int) -> Int {
    if n < 2 { return n }
    if let hit = cache[n] { return hit }
    let value = fibonacci(n - 1) + fibonacci(n - 2)
    cache[n] = value
    return value
}

struct Photo {
    let id = makeID()
    var title: String
}

func main() {
    log("start \(appName)")
    let p1 = Photo(title: "Beach")
    let p2 = Photo(title: "Hills")
    print(p1.id, p2.id, nextID)
    nextID = 0
    print(makeID())
    print(fibonacci(30), cache.count, cache[10]!)
    cache.removeAll()
    print(fibonacci(5), cache.count)
    for line in eventLog {
        print(line)
    }
    eventLog = []
    log("cleared")
    print(eventLog)
}
