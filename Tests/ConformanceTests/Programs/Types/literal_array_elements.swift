// Array and dictionary literal elements take the declared element type.
func total(_ values: [Double]) -> Double {
    var sum: Double = 0
    for v in values { sum += v }
    return sum
}

func main() {
    let a: [Double] = [1/2, 3]
    print(a)
    print(total(a))
    print(total([1/4, 1/4, 1/2]))
    let ints = [1/2, 3]
    print(ints)
    let stops: [Double] = [0, 1/3, 2/3, 1]
    print(stops.count, stops.first!, stops.last!)
    print(stops[1] < 0.34, stops[2] > 0.66)
    let weights: [String: Double] = ["light": 1/4, "bold": 3/4]
    print(weights["light"]!, weights["bold"]!)
    let nested: [[Double]] = [[1/2], [3/2, 5/2]]
    print(nested)
    let mixed = [1, 2.5, 3]
    print(mixed)
    let floats: [Float] = [1, 2/8]
    print(floats)
    let opt: [Double?] = [1/2, nil, 2]
    print(opt)
    print(type(of: ints), type(of: mixed))
}
