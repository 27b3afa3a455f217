// Associated values with labels: construction, pattern matching with and without labels, and extraction.
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case polygon(sides: Int, length: Double)
    case point
}

enum Response {
    case success(code: Int, body: String)
    case redirect(String)
    case failure(code: Int, retry: Bool)
}

func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3 * r * r
    case .rect(width: let w, height: let h): return w * h
    case let .polygon(sides: n, length: l): return Double(n) * l
    case .point: return 0
    }
}

func handle(_ r: Response) -> String {
    switch r {
    case .success(code: 204, _): return "no content"
    case .success(let code, let body) where body.isEmpty: return "\(code) empty"
    case .success(_, let body): return "ok: \(body)"
    case .redirect(let to): return "go to \(to)"
    case .failure(let code, retry: true): return "retry after \(code)"
    case .failure(code: let c, retry: false): return "fail \(c)"
    }
}

func main() {
    let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .polygon(sides: 6, length: 1.5), .point]
    print(shapes.map(area))
    print(handle(.success(code: 200, body: "hi")))
    print(handle(.success(code: 204, body: "x")))
    print(handle(.success(code: 201, body: "")))
    print(handle(.redirect("/home")))
    print(handle(.failure(code: 503, retry: true)))
    print(handle(.failure(code: 404, retry: false)))
    if case .rect(let w, _) = shapes[1] { print("width", w) }
    let s = Shape.circle(radius: 1.5)
    if case .circle(radius: let r) = s, r > 1 { print("big circle", r) }
    print(shapes[1])
    print(Response.failure(code: 1, retry: false))
}
