// Checks rounding of Doubles with every FloatingPointRoundingRule and floor/ceil/round.
import Foundation

func main() {
    let samples = [2.5, 3.5, -2.5, 2.4, 2.6, -2.6, 0.5, -0.5]
    for x in samples {
        print(x, "rounded", x.rounded(),
              "down", x.rounded(.down),
              "up", x.rounded(.up),
              "towardZero", x.rounded(.towardZero),
              "even", x.rounded(.toNearestOrEven),
              "awayFromZero", x.rounded(.awayFromZero))
    }
    print(floor(2.7), ceil(2.1), round(2.5), round(-2.5))
    print(floor(-2.7), ceil(-2.1), trunc(-2.7))
    var v = 7.45
    v.round()
    print("round() in place", v)
    var w = 7.45
    w.round(.up)
    print("round(.up) in place", w)
    // Round to 2 decimals, the way a price display would.
    let price = 19.995
    print((price * 100).rounded() / 100)
    print((1.005 * 100).rounded() / 100)
    // Snap to a 4-point grid.
    for p in [0.0, 1.9, 2.0, 5.99, 6.0, 10.1] {
        print("snap", p, "->", (p / 4).rounded() * 4)
    }
    print(Int(2.5.rounded()), Int((-2.5).rounded()), Int(2.5.rounded(.toNearestOrEven)))
}
