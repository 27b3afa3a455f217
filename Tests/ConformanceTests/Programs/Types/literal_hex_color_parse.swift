// A hex colour parser where literals become UInt8, Int and Double by context while converting channels.
struct RGBA: CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8
    var alpha: Double = 1
    var description: String { "rgba(\(r), \(g), \(b), \(alpha))" }
    var normalized: [Double] { [Double(r) / 255, Double(g) / 255, Double(b) / 255] }
}

func parseHex(_ s: String) -> RGBA? {
    var hex = s
    if hex.hasPrefix("#") { hex.removeFirst() }
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else { return nil }
    if hex.count == 8 {
        return RGBA(r: UInt8(v >> 24), g: UInt8((v >> 16) & 0xFF), b: UInt8((v >> 8) & 0xFF),
                    alpha: Double(v & 0xFF) / 255)
    }
    return RGBA(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
}

func main() {
    print(parseHex("#FF8800")!)
    print(parseHex("0af")!)
    print(parseHex("#00000080")!)
    print(parseHex("xyz") as Any, parseHex("#12345") as Any)
    let white = RGBA(r: 255, g: 255, b: 255, alpha: 1/2)
    print(white)
    print(parseHex("#336699")!.normalized)
    let gray: UInt8 = 128
    let half: Double = 128/256
    print(gray / 2, half)
    let c = RGBA(r: 10, g: 20, b: 30)
    print(Int(c.r) + Int(c.g) + Int(c.b), c.alpha)
}
