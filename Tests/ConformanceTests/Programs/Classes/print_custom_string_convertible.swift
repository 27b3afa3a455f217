// CustomStringConvertible on classes: print, interpolation and String(describing:) use description; subclasses override it.
class Size: CustomStringConvertible {
    var width: Int, height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
    var description: String { "\(width)x\(height)" }
}

class NamedSize: Size {
    let name: String
    init(name: String, width: Int, height: Int) {
        self.name = name
        super.init(width: width, height: height)
    }
    override var description: String { "\(name)(\(super.description))" }
}

class Inherits: Size {}

final class Token: CustomStringConvertible, CustomDebugStringConvertible {
    let key: String
    init(key: String) { self.key = key }
    var description: String { "token:\(key)" }
    var debugDescription: String { "Token(key: \"\(key)\")" }
}

func main() {
    let size = Size(width: 320, height: 480)
    print(size)
    print("interpolated: \(size)")
    print(String(describing: size))
    size.width = 375
    print(size)

    let named: Size = NamedSize(name: "iPhone", width: 390, height: 844)
    print(named)
    print(Inherits(width: 1, height: 2))

    let token = Token(key: "spacing.md")
    print(token)
    debugPrint(token)
    print(String(reflecting: token))
    print("\(token) / \(String(reflecting: token))")
    print([token])
    print(size, named, token, separator: ", ", terminator: ".\n")
}
