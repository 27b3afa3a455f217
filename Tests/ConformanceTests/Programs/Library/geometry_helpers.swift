// Uses Double geometry helpers (distance, lerp, clamp, degrees to radians) typical of layout code.
import Foundation

struct Vec {
    var x: Double
    var y: Double
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec, k: Double) -> Vec { Vec(x: a.x * k, y: a.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
}

func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo), hi) }
func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

func main() {
    let a = Vec(x: 1, y: 2)
    let b = Vec(x: 4, y: 6)
    print("distance", (b - a).length)
    print("midpoint", (a + b) * 0.5)
    for t in stride(from: 0.0, through: 1.0, by: 0.25) {
        print("lerp", t, lerp(10, 20, t))
    }
    for v in [-0.5, 0.3, 1.7] {
        print("clamp", v, clamp(v, 0, 1))
    }
    for d in [0.0, 90.0, 180.0, 45.0] {
        let r = radians(d)
        print("deg", d, "rad", r, "cos", (cos(r) * 1000).rounded() / 1000)
    }
    let columns = 3.0
    let spacing = 8.0
    let total = 375.0
    let cell = (total - spacing * (columns - 1)) / columns
    print("cell width", cell, "floor", floor(cell))
    print("aspect height", cell * 9 / 16)
}
