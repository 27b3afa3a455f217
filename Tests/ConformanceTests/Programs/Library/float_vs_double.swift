// Checks Float printing and the visible error when widening Float to Double.
import Foundation

func main() {
    let f = Float(0.1)
    print(f)
    print(Double(f))
    print(Double(Float(0.5)))
    print(Float(1) / 3)
    print(Double(Float(1) / 3))
    print(Float.pi)
    print(Double(Float.pi))
    print(Float(16777216) + 1)
    print(Float(1e10))
    print(Float(1e-3))
    print(Float(0.1) + Float(0.2))
    print(Float(0.1) + Float(0.2) == Float(0.3))
    print(Float(Double.pi))
    print(Float.greatestFiniteMagnitude)
    print(Float(1e39))
    print(Float.nan, -Float.infinity)
    let fs: [Float] = [0.1, 1.5, 100]
    print(fs)
    let back = fs.map { Double($0) }
    print(back)
    print(type(of: f), type(of: Double(f)))
    print(Float("2.75") as Any, Float("2.7.5") as Any)
    print(Float(3.999).rounded(), Int(Float(3.999)))
}
