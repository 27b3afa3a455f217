// Checks string interpolation and description of Doubles inside text and collections.
func main() {
    let width = 320.0
    let height = 480.5
    print("size \(width)x\(height)")
    print("ratio \(width / height)")
    print("area: \(width * height) pt²")
    let opacity: Double = 1
    print("opacity=\(opacity)")
    let scale = 2
    print("scaled \(Double(scale) * width)")
    print(String(describing: 0.1), 0.1.description, 0.1.debugDescription)
    print((1.0 / 3.0).description)
    print(Double.nan.debugDescription, (-Double.infinity).description)
    let optionalValue: Double? = 4.25
    print("optional \(String(describing: optionalValue))")
    print("unwrapped \(optionalValue ?? 0)")
    let points = [(0.0, 1.5), (2.25, -3.0)]
    for (x, y) in points {
        print("(\(x), \(y))")
    }
    let tuple = (x: 1.0, y: 2.0)
    print(tuple)
    let big = 1e21
    print("big \(big) small \(1e-7)")
    print("int-looking \(2e3) \(1e15 + 0.5)")
    let mixed: [Any] = [1, 1.0, "1.0"]
    print(mixed)
}
