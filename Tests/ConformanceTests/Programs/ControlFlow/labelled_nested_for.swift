// Checks continue and break with labels on nested for loops, versus unlabelled continue/break that affect only the inner loop.
func main() {
    print("continue outer:")
    outer: for i in 1...3 {
        inner: for j in 1...3 {
            if j == 2 { continue outer }
            print("  i=\(i) j=\(j)")
        }
        print("  never printed for i=\(i)")
    }
    print("break outer:")
    outer: for i in 1...3 {
        for j in 1...3 {
            if i * j == 4 {
                print("  stop at", i, j)
                break outer
            }
            print("  pair", i, j)
        }
        print("  end of row", i)
    }
    print("plain break inner only:")
    for i in 1...2 {
        inner: for j in 1...3 {
            if j == 2 { break inner }
            print("  i=\(i) j=\(j)")
        }
        print("  row done", i)
    }
    print("three levels:")
    var hits = 0
    a: for x in 0..<3 {
        b: for y in 0..<3 {
            for z in 0..<3 {
                if z == 1 { continue b }
                if y == 2 { continue a }
                if x == 2 { break a }
                hits += 1
                print("  xyz", x, y, z)
            }
        }
    }
    print("hits", hits)
}
