// Checks CustomStringConvertible and CustomDebugStringConvertible on custom types in print, interpolation and collections.
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let m = abs(cents)
        let frac = m % 100
        return "\(sign)$\(m / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}

struct ID: CustomStringConvertible, CustomDebugStringConvertible {
    let raw: Int
    var description: String { "#\(raw)" }
    var debugDescription: String { "ID(raw: \(raw))" }
}

enum Status: CustomStringConvertible {
    case active, archived
    var description: String { self == .active ? "Active" : "Archived" }
}

struct Row { let id: ID; let price: Money; let status: Status }

func main() {
    let price = Money(cents: 1999)
    print(price)
    print("Total: \(price)")
    print([price, Money(cents: -5), Money(cents: 100)])
    print(String(describing: price))
    let id = ID(raw: 7)
    print(id)
    print("\(id)")
    print([id])
    print(String(reflecting: id))
    debugPrint(id)
    print(Optional(id) as Any)
    print((id, price))
    print(Status.active, [Status.archived])
    print(Row(id: id, price: price, status: .active))
    let dict = [id.raw: price]
    print(dict)
    print(id.description + "/" + id.debugDescription)
}
