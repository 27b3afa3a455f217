// A property wrapper with a computed `wrappedValue` that transforms values on set; reads and compound assignments go through the wrapper.
@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set {
            var s = Substring(newValue)
            while s.first == " " { s.removeFirst() }
            while s.last == " " { s.removeLast() }
            text = String(s)
        }
    }
    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

@propertyWrapper
struct Uppercased {
    private var value: String
    var wrappedValue: String {
        get { value }
        set { value = newValue.uppercased() }
    }
    init(wrappedValue: String) {
        value = wrappedValue.uppercased()
    }
}

struct Contact {
    @Trimmed var name: String = "  Ada  "
    @Uppercased var code: String = "gb"
}

func main() {
    var c = Contact()
    print("[\(c.name)]", c.code)
    c.name = "   Grace Hopper "
    c.code = "us"
    print("[\(c.name)]", c.code)
    c.name += "   "
    c.code += "-ny"
    print("[\(c.name)]", c.code)

    let copy = c
    c.name = "Linus"
    print("[\(copy.name)]", "[\(c.name)]")

    var contacts = [Contact(), Contact()]
    contacts[1].code = "fr"
    contacts[0].name = " x "
    print(contacts.map { "\($0.name)/\($0.code)" })
}
