// Numeric values boxed in Any keep their exact type: no Int/Double conversion happens through casts.
func asDouble(_ v: Any) -> Double? { v as? Double }
func asInt(_ v: Any) -> Int? { v as? Int }

struct Setting {
    var key: String
    var value: Any
    func render() -> String {
        switch value {
        case let b as Bool: return "\(key)=\(b ? "on" : "off")"
        case let i as Int: return "\(key)=\(i)i"
        case let d as Double: return "\(key)=\(d)d"
        case let s as String: return "\(key)='\(s)'"
        case let list as [Any]: return "\(key)=list(\(list.count))"
        default: return "\(key)=?"
        }
    }
}

func main() {
    print(asDouble(3) as Any)
    print(asDouble(3.0) as Any)
    print(asInt(3.0) as Any)
    print(asInt(3) as Any)
    let f: Float = 1.5
    print(asDouble(f) as Any)
    let settings = [
        Setting(key: "dark", value: true),
        Setting(key: "size", value: 14),
        Setting(key: "scale", value: 1.25),
        Setting(key: "font", value: "Inter"),
        Setting(key: "stops", value: [1, "a"] as [Any]),
        Setting(key: "ratio", value: 16/9),
        Setting(key: "weight", value: 1/2 as Double),
    ]
    for s in settings { print(s.render()) }
    let anyInt: Any = 1
    print(anyInt is Bool, (true as Any) is Int)
}
