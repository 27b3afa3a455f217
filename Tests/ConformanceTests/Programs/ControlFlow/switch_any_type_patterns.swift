// Checks `is Type` and `let x as Type` patterns when switching over Any values, including class hierarchies and order of cases.
class View { var name: String { "View" } }
class Button: View { override var name: String { "Button" } }
class Label: View { override var name: String { "Label" } }

protocol Token {}
struct ColorToken: Token { let hex: String }

func describe(_ value: Any) -> String {
    switch value {
    case let i as Int where i < 0:
        return "negative Int \(i)"
    case let i as Int:
        return "Int \(i)"
    case let d as Double:
        return "Double \(d)"
    case is String:
        return "some String"
    case let b as Button:
        return "button named \(b.name)"
    case let v as View:
        return "view named \(v.name)"
    case let t as ColorToken:
        return "color token \(t.hex)"
    case is Token:
        return "other token"
    case let (a, b) as (Int, Int):
        return "int pair \(a),\(b)"
    case let arr as [Int]:
        return "int array of \(arr.count)"
    case is Bool:
        return "bool"
    default:
        return "unknown"
    }
}

struct OtherToken: Token {}

func main() {
    let values: [Any] = [42, -7, 3.5, "hi", Button(), Label(), View(), ColorToken(hex: "#abc"), OtherToken(), (1, 2), [1, 2, 3], true, Character("c")]
    for v in values {
        print(describe(v))
    }
    let views: [View] = [Button(), Label(), View()]
    var buttons = 0
    for v in views {
        switch v {
        case is Button: buttons += 1
        default: break
        }
    }
    print("buttons", buttons)
    let optionalAny: Any = Optional<Int>.some(5) as Any
    switch optionalAny {
    case let n as Int: print("unwrapped through cast", n)
    default: print("not int")
    }
}
