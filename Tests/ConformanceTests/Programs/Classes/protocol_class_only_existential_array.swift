// An array of class-only protocol existentials: mutation through the existential is shared, identity via ===.
protocol Observer: AnyObject {
    var id: String { get }
    var received: [String] { get set }
    func notify(_ message: String)
}

extension Observer {
    func notify(_ message: String) {
        received.append(message)
    }
}

final class Logger: Observer {
    let id = "logger"
    var received: [String] = []
}

final class Badge: Observer {
    let id = "badge"
    var received: [String] = []
    var count = 0
    func notify(_ message: String) {
        count += 1
        received.append("badge:\(message)")
    }
}

final class Center {
    private var observers: [Observer] = []
    func add(_ o: Observer) {
        guard !observers.contains(where: { $0 === o }) else {
            print("  already observing:", o.id)
            return
        }
        observers.append(o)
    }
    func remove(_ o: Observer) { observers.removeAll { $0 === o } }
    func post(_ message: String) { observers.forEach { $0.notify(message) } }
    var ids: [String] { observers.map(\.id) }
}

func main() {
    let center = Center()
    let logger = Logger()
    let badge = Badge()
    center.add(logger)
    center.add(badge)
    center.add(logger)
    print("observers:", center.ids)
    center.post("login")
    center.post("sync")
    center.remove(logger)
    center.post("logout")
    print("logger:", logger.received)
    print("badge:", badge.received, badge.count)
    let asObserver: Observer = badge
    asObserver.received.removeAll()
    print("badge emptied through existential:", badge.received.isEmpty)
}
