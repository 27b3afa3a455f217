// Checks switch over enum cases with labelled and unlabelled associated values, partial matching and where clauses.
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case polygon(Int, side: Double)
    case point
}

func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r):
        return 3.0 * r * r
    case let .rect(width: w, height: h):
        return w * h
    case .polygon(let n, side: let side):
        return Double(n) * side
    case .point:
        return 0
    }
}

func label(_ s: Shape) -> String {
    switch s {
    case .circle(radius: 0):
        return "degenerate circle"
    case .rect(let w, let h) where w == h:
        return "square side \(w)"
    case .rect(_, let h) where h < 1:
        return "thin rect"
    case .rect:
        return "rect"
    case .polygon(3, _):
        return "triangle"
    case .polygon(let n, _):
        return "\(n)-gon"
    case .circle, .point:
        return "round thing"
    }
}

func main() {
    let shapes: [Shape] = [
        .circle(radius: 2), .circle(radius: 0), .rect(width: 3, height: 3),
        .rect(width: 10, height: 0.5), .rect(width: 2, height: 5),
        .polygon(3, side: 1.5), .polygon(6, side: 2), .point,
    ]
    for s in shapes {
        print(label(s), area(s))
    }
    print(shapes[0])
    print(shapes[5])
    print(shapes[7])
}
