// Checks integer division, remainder with negatives, quotientAndRemainder, isMultiple, abs, signum and magnitude.
func main() {
    print("7 / 2 =", 7 / 2, " 7 % 2 =", 7 % 2)
    print("-7 / 2 =", -7 / 2, " -7 % 2 =", -7 % 2)
    print("7 / -2 =", 7 / -2, " 7 % -2 =", 7 % -2)
    print("-7 / -2 =", -7 / -2, " -7 % -2 =", -7 % -2)
    let qr = 17.quotientAndRemainder(dividingBy: 5)
    print("17 qr 5", qr.quotient, qr.remainder)
    let nqr = (-17).quotientAndRemainder(dividingBy: 5)
    print("-17 qr 5", nqr.quotient, nqr.remainder)
    print("qr tuple", 10.quotientAndRemainder(dividingBy: 3))
    print("isMultiple 12 of 4", 12.isMultiple(of: 4))
    print("isMultiple 12 of 5", 12.isMultiple(of: 5))
    print("isMultiple -9 of 3", (-9).isMultiple(of: 3))
    print("isMultiple 0 of 7", 0.isMultiple(of: 7))
    print("isMultiple 5 of 0", 5.isMultiple(of: 0), "0 of 0", 0.isMultiple(of: 0))
    print("abs", abs(-5), abs(5), abs(0))
    print("signum", (-42).signum(), 0.signum(), 42.signum())
    print("magnitude", (-42).magnitude, type(of: (-42).magnitude))
    print("Int8.min.magnitude", Int8.min.magnitude)
    print("Int.min.magnitude", Int.min.magnitude)
    // Euclidean modulo: always non-negative, as a calendar or a carousel index would need.
    func mod(_ a: Int, _ n: Int) -> Int {
        let r = a % n
        return r >= 0 ? r : r + n
    }
    for i in [-7, -1, 0, 3, 5, 12] {
        print("index", i, "% 5 =", i % 5, "mod 5 =", mod(i, 5))
    }
    let items = 23
    let perPage = 5
    let pages = (items + perPage - 1) / perPage
    print("pages", pages, "last page has", items - (pages - 1) * perPage)
}
