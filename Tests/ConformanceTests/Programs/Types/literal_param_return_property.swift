// Literal arithmetic becomes Double when passed to a Double parameter, returned as Double, or stored in a Double property.
struct Animation {
    var duration: Double
    var delay: Double = 1/10
}

func describe(_ seconds: Double) -> String {
    return "\(seconds)s"
}

func quarter() -> Double {
    return 1/4
}

func threeHalves() -> Double { 3/2 }

func scaled(_ x: Double, by factor: Double = 1/2) -> Double {
    x * factor
}

func main() {
    print(describe(1/8))
    print(quarter())
    print(threeHalves())
    var anim = Animation(duration: 1/2)
    print(anim.duration, anim.delay)
    anim.duration = 5/4
    print(anim.duration)
    anim.delay += 1/5
    print(anim.delay)
    print(scaled(3))
    print(scaled(3, by: 2/3) > 1.99)
    let x: Double = 10
    print(x * (1/4))
    print(x / 4 * 2)
    let y = 9
    print(y / 2 * 2)
    print(Double(y) / 2 * 2)
}
