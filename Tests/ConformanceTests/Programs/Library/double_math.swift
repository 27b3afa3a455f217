// Checks Double arithmetic helpers: truncatingRemainder, remainder, squareRoot, pow, min/max, abs.
import Foundation

func main() {
    print(7.5.truncatingRemainder(dividingBy: 2))
    print((-7.5).truncatingRemainder(dividingBy: 2))
    print(7.5.remainder(dividingBy: 2))
    print(370.0.truncatingRemainder(dividingBy: 360))
    print((-30.0).truncatingRemainder(dividingBy: 360))
    print(2.0.squareRoot())
    print(16.0.squareRoot())
    print((-1.0).squareRoot().isNaN)
    print(sqrt(9.0))
    print(pow(2.0, 10.0))
    print(pow(2.0, 0.5))
    print(pow(10.0, -2.0))
    print(min(1.5, 2.0), max(1.5, 2.0))
    print(min(3, 2.5), max(1, 0.5))
    print(min(4.0, 2.0, 3.0), max(4.0, 9.0, 3.0))
    print(abs(-2.25), (-2.25).magnitude, (-2.25).sign == .minus)
    print(Double.minimum(1, .nan), Double.maximum(.nan, 2))
    print(5.0 / 0.0, -5.0 / 0.0, (0.0 / 0.0).isNaN)
    print(exp(1.0), log(M_E), log10(1000.0), log2(8.0))
    print(sin(0.0), cos(0.0), atan2(1.0, 1.0))
    print(hypot(3.0, 4.0))
    print(1.0.addingProduct(2.0, 3.0))
    func normalizeAngle(_ a: Double) -> Double {
        let r = a.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }
    for a in [0.0, 45.0, 360.0, 725.5, -90.0, -720.0] {
        print("angle", a, "->", normalizeAngle(a))
    }
}
