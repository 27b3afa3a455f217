// Computed properties with `get`/`set`, using the implicit `newValue` and a custom setter parameter name `set(newSize)`.
struct Size {
    var width = 0.0
    var height = 0.0
}

struct Frame {
    var origin = (x: 0.0, y: 0.0)
    var size = Size()

    var maxX: Double {
        get { origin.x + size.width }
        set(newMaxX) { size.width = newMaxX - origin.x }
    }

    var maxY: Double {
        get { return origin.y + size.height }
        set { size.height = newValue - origin.y }
    }

    var area: Double {
        get { size.width * size.height }
        set(newArea) {
            if size.height == 0 { size.height = 1 }
            size.width = newArea / size.height
        }
    }
}

struct HexColor {
    var red = 0, green = 0, blue = 0
    var hex: String {
        get {
            let digits = Array("0123456789ABCDEF")
            func two(_ v: Int) -> String { String([digits[v / 16], digits[v % 16]]) }
            return "#" + two(red) + two(green) + two(blue)
        }
        set(text) {
            let value = Int(text.dropFirst(), radix: 16) ?? 0
            red = (value >> 16) & 0xFF
            green = (value >> 8) & 0xFF
            blue = value & 0xFF
        }
    }
}

func main() {
    var f = Frame()
    f.origin = (10, 20)
    f.maxX = 110
    f.maxY = 70
    print(f.size.width, f.size.height, f.maxX, f.maxY)
    f.area = 2500
    print(f.size.width, f.size.height, f.area)
    f.maxX += 50
    print(f.size.width, f.maxX)

    var c = HexColor()
    c.hex = "#FF8000"
    print(c.red, c.green, c.blue, c.hex)
    c.green += 0x10
    c.blue = 15
    print(c.hex)
    c.hex = "#0a0b0c"
    print(c.red, c.green, c.blue, c.hex)
}
