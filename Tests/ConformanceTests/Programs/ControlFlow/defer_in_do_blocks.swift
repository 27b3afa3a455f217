// Checks defer inside do blocks (plain and with catch): it runs when the do block ends, before the catch clause.
enum Step: Error { case failed(Int) }

func run(_ n: Int) throws -> Int {
    if n == 2 { throw Step.failed(n) }
    return n * 10
}

func main() {
    print("before do")
    do {
        defer { print("plain do defer") }
        print("inside plain do")
    }
    print("after plain do")
    for n in 1...3 {
        do {
            defer { print("  do defer for", n) }
            let r = try run(n)
            print("  result", r)
        } catch Step.failed(let k) {
            print("  catch failed", k)
        } catch {
            print("  other", error)
        }
    }
    print("nested do")
    do {
        defer { print("outer do defer") }
        do {
            defer { print("inner do defer") }
            _ = try run(2)
            print("not reached")
        } catch {
            print("inner catch", error)
        }
        print("after inner do")
    }
    var total = 0
    do {
        defer { total += 100 }
        total += 1
        print("total inside", total)
    }
    print("total after", total)
}
