// An Angle extension (static turns(_:), normalisation, clock-hand angles) with Angle's +, -, * and comparisons; results printed through rounded program values.
import SwiftUI

extension Angle {
    static func turns(_ t: Double) -> Angle { .radians(t * 2 * .pi) }

    var turns: Double { radians / (2 * .pi) }

    var normalized: Angle {
        var r = radians.truncatingRemainder(dividingBy: 2 * .pi)
        if r < 0 { r += 2 * .pi }
        return .radians(r)
    }
}

func deg(_ a: Angle) -> Double { (a.degrees * 1000).rounded() / 1000 }

struct ClockHands {
    let hour: Int, minute: Int
    var minuteAngle: Angle { .turns(Double(minute) / 60) }
    var hourAngle: Angle { .turns(Double(hour % 12) / 12) + minuteAngle * (1.0 / 12) }
    var between: Angle { (minuteAngle - hourAngle).normalized }
}

func main() {
    print("quarter turn:", deg(.turns(0.25)))
    print("1.5 turns:", deg(.turns(1.5)), "normalized:", deg(Angle.turns(1.5).normalized))
    print("-90 normalized:", deg(Angle.degrees(-90).normalized))
    print("turns of 180:", Angle.degrees(180).turns)
    let sum = Angle.degrees(30) + .degrees(45)
    print("30+45:", deg(sum))
    print("90-120:", deg(.degrees(90) - .degrees(120)))
    print("45*3:", deg(.degrees(45) * 3))
    print("radians stored exactly:", Angle.radians(1.25).radians, Angle(radians: 0.5).radians)
    print("zero:", Angle.zero.radians, Angle().radians)
    print("compare:", Angle.degrees(10) < .degrees(20), Angle.turns(1) > .degrees(359), Angle.radians(.pi) == .radians(.pi))
    for (h, m) in [(3, 0), (6, 0), (9, 30), (12, 15)] {
        let c = ClockHands(hour: h, minute: m)
        print("\(h):\(m)", "hour", deg(c.hourAngle), "minute", deg(c.minuteAngle), "between", deg(c.between))
    }
    var spin = Angle.zero
    for _ in 0..<5 { spin += .turns(0.3) }
    print("spin turns:", (spin.turns * 1000).rounded() / 1000, "normalized deg:", deg(spin.normalized))
    _ = Image(systemName: "arrow.up").rotationEffect(.turns(0.125))
}
