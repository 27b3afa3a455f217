// Polymorphism in a view-model hierarchy: a base screen model with overridable hooks and a template method.
class ScreenModel {
    private(set) var state = "idle"
    var title: String { "Screen" }
    var log: [String] = []

    func load() {
        state = "loading"
        log.append("\(title): loading")
        let items = fetch()
        state = items.isEmpty ? "empty" : "loaded(\(items.count))"
        log.append("\(title): \(state)")
        didLoad(items)
    }
    func fetch() -> [String] { [] }
    func didLoad(_ items: [String]) {}
}

class InboxModel: ScreenModel {
    var unread: [String] = []
    override var title: String { "Inbox" }
    override func fetch() -> [String] { ["hello", "invoice", "meeting"] }
    override func didLoad(_ items: [String]) {
        unread = items.filter { $0 != "invoice" }
        log.append("Inbox: unread \(unread.count)")
    }
}

class ArchiveModel: ScreenModel {
    override var title: String { "Archive" }
}

final class SearchModel: InboxModel {
    var query = "e"
    override var title: String { "Search(\(query))" }
    override func fetch() -> [String] { super.fetch().filter { $0.contains(query) } }
    override func didLoad(_ items: [String]) {
        super.didLoad(items)
        log.append("Search: matched \(items.joined(separator: ","))")
    }
}

func main() {
    let search = SearchModel()
    search.query = "in"
    let screens: [ScreenModel] = [InboxModel(), ArchiveModel(), search]
    for screen in screens {
        screen.load()
    }
    for screen in screens {
        print("[\(screen.title)] state=\(screen.state)")
        for line in screen.log { print("  " + line) }
    }
    print("search unread:", search.unread)
}
