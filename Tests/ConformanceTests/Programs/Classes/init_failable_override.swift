// A failable superclass initialiser can be overridden by a nonfailable one, and a subclass init? can call super.init? and propagate nil.
class Document {
    var name: String
    init?(name: String) {
        if name.isEmpty {
            print("  Document.init? failed for empty name")
            return nil
        }
        self.name = name
    }
    init() {
        name = "default"
    }
}

class AutomaticDocument: Document {
    override init() {
        super.init()
        name = "[Untitled]"
    }
    override init(name: String) {
        super.init()
        self.name = name.isEmpty ? "[Untitled]" : name
    }
}

class ForcedDocument: Document {
    override init() {
        super.init(name: "[Forced]")!
    }
}

class StrictDocument: Document {
    let pages: Int
    init?(name: String, pages: Int) {
        guard pages > 0 else { return nil }
        self.pages = pages
        super.init(name: name)
    }
}

func main() {
    print(Document(name: "")?.name ?? "nil")
    print(Document(name: "report")?.name ?? "nil")
    print(AutomaticDocument(name: "").name)
    print(AutomaticDocument(name: "notes").name)
    print(ForcedDocument().name)
    print(StrictDocument(name: "spec", pages: 3)?.pages ?? -1)
    print(StrictDocument(name: "spec", pages: 0)?.pages ?? -1)
    print(StrictDocument(name: "", pages: 3)?.pages ?? -1)
}
