// Printing optional class instances: Optional(...) wraps the description, nil prints nil, and ?? or if-let unwrap.
class Plain {}
class User: CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "User(\(name))" }
}
class Admin: User {
    override var description: String { "Admin(\(name))" }
}

func find(_ name: String, in users: [User]) -> User? {
    users.first { $0.name == name }
}

func main() {
    let users: [User] = [User("ann"), Admin("root")]
    let found = find("ann", in: users)
    let admin = find("root", in: users)
    let missing = find("bob", in: users)
    print(found as Any)
    print(admin as Any)
    print(missing as Any)
    print(String(describing: found))
    print("interpolated: \(String(describing: missing))")
    print(found ?? User("guest"))
    print(missing ?? User("guest"))
    if let user = admin { print("unwrapped:", user) }
    print([found, missing, admin])
    print(users.map { Optional($0) }.compactMap { $0 })
    let plain: Plain? = Plain()
    print(plain as Any)
    let nested: User?? = .some(nil)
    print(nested as Any)
    let doubly: User?? = admin
    print(doubly as Any)
    print(found?.name as Any, missing?.name as Any)
}
