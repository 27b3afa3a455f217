// Grouping a base-class array by subclass with as?, counting with is, and casting to optional subclasses.
class Notification {
    let text: String
    init(_ text: String) { self.text = text }
}
class Alert: Notification {
    let level: Int
    init(_ text: String, level: Int) { self.level = level; super.init(text) }
}
class Critical: Alert {}
class Banner: Notification {}

func main() {
    let feed: [Notification] = [
        Banner("Welcome"), Alert("Low storage", level: 2), Critical("Disk failure", level: 5),
        Notification("Plain"), Alert("Update ready", level: 1), Banner("Sale"),
    ]
    let alerts = feed.compactMap { $0 as? Alert }
    print("alerts:", alerts.map { "\($0.text)(\($0.level))" })
    let criticals = feed.compactMap { $0 as? Critical }
    print("criticals:", criticals.map { $0.text })
    let nonAlerts = feed.filter { !($0 is Alert) }
    print("non-alerts:", nonAlerts.map { $0.text })
    print("banner count:", feed.filter { $0 is Banner }.count)
    print("max level:", alerts.map { $0.level }.max() ?? 0)

    let first = feed.first { $0 is Alert } as? Alert
    print("first alert:", first?.text ?? "none", first?.level ?? 0)
    let lastBanner = feed.last(where: { $0 is Banner })
    print("last banner:", lastBanner?.text ?? "none")

    let optional: Notification? = feed[2]
    if let critical = optional as? Critical {
        print("optional cast to Critical:", critical.text)
    }
    let none: Notification? = nil
    print("nil as? Alert:", (none as? Alert)?.text ?? "nil")
    let sortedByLevel = alerts.sorted { $0.level > $1.level }
    print("sorted:", sortedByLevel.map { $0.text })
    print("all alerts are notifications:", alerts.allSatisfy { $0 is Notification })
}
