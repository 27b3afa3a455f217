// Integer literal arithmetic takes the annotated floating-point type instead of Int.
let frameDuration: Double = 1/30
let half: Double = 1/2

func main() {
    let k: Double = 1/30
    print(k)
    print(frameDuration == k)
    print(half)
    let n = 7/2
    print(n)
    let d: Double = 7/2
    print(d)
    let wrapped = Double(7/2)
    print(wrapped)
    let direct = Double(7) / 2
    print(direct)
    let q: Double = 10/4 + 1
    print(q)
    let neg: Double = -3/4
    print(neg)
    let r = 7 % 3
    print(r)
    let big: Double = 1000000/3
    print(big)
    let fps = 60
    print(1/Double(fps))
    let scale: Double = (1 + 2) / 4
    print(scale)
    print(type(of: n), type(of: d), type(of: wrapped))
}
