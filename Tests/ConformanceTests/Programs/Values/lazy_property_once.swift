// A `lazy` stored property is initialised on first access only, exactly once, can be reassigned afterwards, and a copied struct copies its state.
struct Report {
    var title: String
    lazy var body: String = {
        print("  building body for", title)
        return "Body of " + title
    }()
    lazy var wordCount: Int = makeCount()

    func makeCount() -> Int {
        print("  counting words")
        return title.split(separator: " ").count
    }
}

func main() {
    var r = Report(title: "Quarterly Sales Report")
    print("created")
    r.title = "Annual Report"
    print("title changed")
    print(r.body)
    print(r.body)
    print(r.wordCount)
    print(r.wordCount)
    r.body = "Replaced"
    print(r.body)

    var fresh = Report(title: "Fresh One")
    var copy = fresh
    print("copy before access")
    print(copy.body)
    print(fresh.body)
    print(fresh.body)

    var preset = Report(title: "Preset")
    preset.body = "set before read"
    print(preset.body)
    preset.wordCount += 10
    print(preset.wordCount)
}
