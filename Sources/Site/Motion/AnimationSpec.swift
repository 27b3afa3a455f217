import Foundation

/// A SwiftUI `Animation` as a guide writes it (`.easeOut(duration: 1.2)`,
/// `.spring(response: 0.5, dampingFraction: 0.7).delay(0.1)`,
/// `.easeInOut(duration: 0.6).repeatForever(autoreverses: true)`), with
/// SwiftUI's defaults filled in: enough to say it in words and to play it.
struct AnimationSpec: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case easeIn, easeOut, easeInOut, linear
        /// `timingCurve(_:_:_:_:duration:)`: the guide's own Bézier.
        case bezier(Double, Double, Double, Double)
        /// A damped spring: `response` is the period of the undamped
        /// oscillation in seconds, `dampingFraction` 1 is critical.
        case spring(response: Double, dampingFraction: Double)
    }

    var curve: Curve
    /// Seconds the timing curve runs; for a spring, the time it takes to settle.
    var duration: Double
    var delay: Double = 0
    /// A delay sitegen cannot evaluate (`Double(index) * 0.04`), as written.
    var delayExpression: String?
    var speed: Double = 1
    /// nil: once. `Int.max`: forever.
    var repeatCount: Int?
    var autoreverses = false
    /// The expression as written in the guide.
    var source: String

    static let forever = Int.max

    init(curve: Curve, duration: Double, source: String) {
        self.curve = curve
        self.duration = duration
        self.source = source
    }

    /// A spring of SwiftUI's parameters, timed by when it settles.
    static func spring(response: Double, dampingFraction: Double, source: String) -> AnimationSpec {
        let spring = Spring(response: response, dampingFraction: dampingFraction)
        return AnimationSpec(curve: .spring(response: response, dampingFraction: dampingFraction), duration: spring.settlingTime, source: source)
    }

    /// What it does, in plain words: "Eases out over 1.2 s, after 0.1 s".
    var words: String {
        func seconds(_ value: Double) -> String { "\(Self.number(value, places: 2)) s" }
        var text: String
        switch curve {
        case .easeIn: text = "Eases in (starts slowly) over \(seconds(runDuration))"
        case .easeOut: text = "Eases out (slows to a stop) over \(seconds(runDuration))"
        case .easeInOut: text = "Eases in and out over \(seconds(runDuration))"
        case .linear: text = "Moves at a constant speed over \(seconds(runDuration))"
        case .bezier: text = "Follows the curve \(cssEasing) over \(seconds(runDuration))"
        case .spring(let response, let damping):
            let spring = Spring(response: response, dampingFraction: damping)
            let swing = spring.overshoot > 0.0005
                ? "overshoots by \(Self.number(spring.overshoot * 100, places: 1)) % and settles"
                : damping == 1 ? "comes to rest without overshooting (critically damped)" : "creeps to rest without overshooting"
            text = "Springs (response \(seconds(response)), damping \(Self.number(damping, places: 2))): \(swing) in about \(seconds(runDuration))"
        }
        if speed != 1 { text += ", at \(Self.number(speed, places: 2))× speed" }
        if let delayExpression {
            text += ", after a delay of \(delayExpression) s (worked out per item)"
        } else if delay > 0 {
            text += ", after \(seconds(delay))"
        }
        switch repeatCount {
        case nil: break
        case Self.forever?: text += autoreverses ? ", back and forth forever" : ", over and over forever"
        case let count?: text += autoreverses ? ", back and forth \(count) times" : ", \(count) times"
        }
        return text
    }

    /// Seconds one run takes, at the animation's speed.
    var runDuration: Double { duration / max(speed, 0.01) }

    // MARK: SwiftUI's curves

    /// SwiftUI's timing curves as cubic Béziers (those of Core Animation's
    /// named timing functions).
    var bezier: (Double, Double, Double, Double)? {
        switch curve {
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .linear: (0, 0, 1, 1)
        case .bezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        case .spring: nil
        }
    }

    /// Progress (0 at the start, 1 at rest; a spring passes 1) at `fraction` of the duration.
    func progress(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch curve {
        case .linear:
            return t
        case .spring(let response, let damping):
            return 1 - Spring(response: response, dampingFraction: damping).displacement(at: t * duration)
        case .easeIn, .easeOut, .easeInOut, .bezier:
            let (x1, y1, x2, y2) = bezier!
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: t)
        }
    }

    /// The easing as CSS: a `cubic-bezier()` for timing curves, and for a
    /// spring a `linear()` sampled from the damped-spring equation (CSS has
    /// no spring of its own), evenly over its settling time.
    var cssEasing: String {
        if let (x1, y1, x2, y2) = bezier {
            if case .linear = curve { return "linear" }
            return "cubic-bezier(\(Self.number(x1)), \(Self.number(y1)), \(Self.number(x2)), \(Self.number(y2)))"
        }
        return "linear(" + samples(count: 48).map { Self.number($0, places: 4) }.joined(separator: ", ") + ")"
    }

    /// `count + 1` evenly spaced values of the progress.
    func samples(count: Int) -> [Double] {
        (0...count).map { progress(at: Double($0) / Double(count)) }
    }

    static func number(_ value: Double, places: Int = 3) -> String {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.\(places)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// A mass on a spring released from 1 towards 0 with no initial velocity,
/// as SwiftUI's `spring(response:dampingFraction:)` defines it: stiffness
/// (2π / response)², mass 1, damping 4π · dampingFraction / response.
struct Spring: Equatable {
    var response: Double
    var dampingFraction: Double

    var naturalFrequency: Double { 2 * .pi / max(response, 0.001) }

    /// Distance from rest at `time` seconds.
    func displacement(at time: Double) -> Double {
        let omega = naturalFrequency, zeta = max(dampingFraction, 0)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        }
        if zeta == 1 { return exp(-omega * time) * (1 + omega * time) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
    }

    /// Seconds until it stays within 0.1 % of rest (at most 10 s: an
    /// undamped spring never settles).
    var settlingTime: Double {
        let step = 1.0 / 240
        var last = 0.0
        var time = 0.0
        while time <= 10 {
            if abs(displacement(at: time)) >= 0.001 { last = time }
            time += step
        }
        return min(last + step, 10)
    }

    /// How far past rest it swings, as a fraction (0 when it does not).
    var overshoot: Double {
        guard dampingFraction < 1 else { return 0 }
        let zeta = max(dampingFraction, 0)
        return exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
    }
}

/// A CSS-style cubic Bézier easing from (0, 0) to (1, 1).
struct CubicBezier {
    var x1, y1, x2, y2: Double

    private func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// y where x is `x`, by bisection on the curve's parameter.
    func y(atX x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
