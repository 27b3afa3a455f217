// Protocol extension defaults vs class implementations: requirements dispatch dynamically, extension-only methods statically.
protocol Describable: AnyObject {
    var title: String { get }
    func describe() -> String
}

extension Describable {
    func describe() -> String { "Describable(\(title))" }
    func shout() -> String { title.uppercased() + "!" }
}

class Page: Describable {
    var title: String { "page" }
}

class Article: Page {
    override var title: String { "article" }
    func describe() -> String { "Article custom" }
    func shout() -> String { "article shout" }
}

final class Gallery: Describable {
    let title = "gallery"
    func describe() -> String { "Gallery with \(title)" }
}

func main() {
    let items: [Describable] = [Page(), Article(), Gallery()]
    for item in items {
        print(item.title, "|", item.describe(), "|", item.shout())
    }
    let article = Article()
    print("concrete Article:", article.describe(), "|", article.shout())
    let asPage: Page = article
    print("as Page:", asPage.describe(), "|", asPage.shout())
    let asProtocol: Describable = article
    print("as Describable:", asProtocol.describe(), "|", asProtocol.shout())
}
