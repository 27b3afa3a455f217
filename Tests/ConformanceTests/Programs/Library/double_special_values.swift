// Checks NaN, infinity, signed zero and the extreme Double constants.
import Foundation

func main() {
    let nan = Double.nan
    print(nan == nan, nan != nan, nan < 1, nan > 1)
    print(nan.isNaN, Double.infinity.isInfinite, 1.0.isFinite)
    print([1.0, nan, 3.0].contains(nan), [1.0, nan].contains { $0.isNaN })
    print(Double.infinity + 1, (Double.infinity - Double.infinity).isNaN)
    print((Double.infinity * 0).isNaN, -Double.infinity < -1e308, -Double.nan)
    print(Double.greatestFiniteMagnitude)
    print(Double.leastNormalMagnitude)
    print(Double.leastNonzeroMagnitude)
    print(Double.ulpOfOne)
    print(1.0.ulp, 1.0.nextUp, 1.0.nextDown)
    let negZero = -0.0
    print(negZero, negZero.sign == .minus, 0.0.sign == .minus)
    print(negZero + 0.0, 0.0 * -1)
    print(1 / negZero)
    print(Double.greatestFiniteMagnitude * 2)
    print((-1.0).squareRoot().isNaN)
    print(nan.isSignalingNaN, Double.zero.isZero, 5e-324.isSubnormal)
    print(Double.infinity.description, Double.nan.description)
    let sorted = [3.0, -Double.infinity, -0.0, Double.infinity, -1.0].sorted()
    print(sorted)
    print(min(nan, 1.0), max(nan, 1.0))
    print(min(1.0, nan), max(1.0, nan))
    print(Double(sign: .minus, exponent: 3, significand: 1.5))
    print(8.0.exponent, 0.75.significand)
}
