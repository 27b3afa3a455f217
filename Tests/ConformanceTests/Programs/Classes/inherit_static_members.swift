// static members on classes are shared by the class, not overridable, and visible through subclasses.
class Analytics {
    static var eventCount = 0
    static let appName = "Demo"
    static var log: [String] = []
    static func track(_ event: String) {
        eventCount += 1
        log.append("\(appName):\(event)")
    }
    let screen: String
    init(screen: String) {
        self.screen = screen
        Analytics.track("open-\(screen)")
    }
    func tap(_ button: String) {
        Self.track("\(screen)-\(button)")
    }
}

class CheckoutAnalytics: Analytics {
    static var purchases = 0
    func purchase() {
        CheckoutAnalytics.purchases += 1
        tap("buy")
    }
}

struct Spacing {
    static let small = 4
    static let medium = small * 2
    static var scale = 1
    static func scaled(_ value: Int) -> Int { value * scale }
}

func main() {
    let home = Analytics(screen: "home")
    home.tap("menu")
    let checkout = CheckoutAnalytics(screen: "checkout")
    checkout.purchase()
    checkout.purchase()
    print("eventCount:", Analytics.eventCount, CheckoutAnalytics.eventCount)
    print("purchases:", CheckoutAnalytics.purchases)
    CheckoutAnalytics.eventCount = 100
    print("after set via subclass:", Analytics.eventCount)
    for entry in Analytics.log {
        print(" ", entry)
    }
    print(Spacing.small, Spacing.medium, Spacing.scaled(Spacing.medium))
    Spacing.scale = 3
    print(Spacing.scaled(Spacing.medium))
}
