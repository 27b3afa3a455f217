// Checks how ranges of every kind print and their basic properties.
func main() {
    print(0..<3)
    print(1...5)
    print(..<5)
    print(...5)
    print(2...)
    print(0.5..<1.5)
    print("a"..."z")
    let r = 0..<3
    print(r.count, r.lowerBound, r.upperBound, r.isEmpty)
    print(Array(r), Array(1...5))
    print((5..<5).isEmpty, (5...5).count)
    print(r.contains(3), (1...5).contains(5), (..<5).contains(-100), (2...).contains(1))
    print(String(describing: 1..<2), "\(1...2)")
    print((0..<10).clamped(to: 3..<5))
    print((1...10).reversed().map { $0 })
    print([10, 20, 30, 40][1..<3])
    print([10, 20, 30, 40][2...])
    print([10, 20, 30, 40][..<2])
    print(stride(from: 0, to: 10, by: 3).map { $0 })
    print(Array(stride(from: 5, through: 0, by: -2)))
    print([0..<1, 1..<2])
    let optionalRange: Range<Int>? = 1..<4
    print(optionalRange as Any)
    print((0..<3).map { $0 * $0 })
    print((1...3).reduce(0, +))
    print((0..<5).overlaps(3..<8), (0..<5).overlaps(5..<8))
    print(r.debugDescription, (1...2).debugDescription)
    let percent = 0.0...1.0
    print(percent, percent.contains(0.5), percent.contains(1.5))
    print(type(of: 1...), type(of: ..<1), type(of: 1...2))
}
