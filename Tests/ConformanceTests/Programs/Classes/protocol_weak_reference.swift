// Class-only protocols allow weak references; a coordinator tree keeps weak parents and strong children.
protocol Coordinator: AnyObject {
    var name: String { get }
    var parent: Coordinator? { get set }
    var children: [Coordinator] { get set }
    func start() -> String
}

extension Coordinator {
    func add(_ child: Coordinator) {
        child.parent = self
        children.append(child)
    }
    func path() -> String {
        if let p = parent { return p.path() + "/" + name }
        return name
    }
    func finish(_ child: Coordinator) {
        children.removeAll { $0 === child }
        child.parent = nil
    }
}

final class AppCoordinator: Coordinator {
    let name = "app"
    weak var parent: Coordinator?
    var children: [Coordinator] = []
    func start() -> String { "app started with \(children.count) children" }
}

final class FlowCoordinator: Coordinator {
    let name: String
    weak var parent: Coordinator?
    var children: [Coordinator] = []
    init(name: String) { self.name = name }
    func start() -> String { "\(name) started under \(parent?.name ?? "nobody")" }
}

func main() {
    let app = AppCoordinator()
    let login = FlowCoordinator(name: "login")
    let settings = FlowCoordinator(name: "settings")
    let profile = FlowCoordinator(name: "profile")
    app.add(login)
    app.add(settings)
    settings.add(profile)
    print(app.start())
    for c in [login, settings, profile] as [Coordinator] {
        print(c.start(), "| path:", c.path())
    }
    print("profile parent is settings:", profile.parent === settings)
    app.finish(login)
    print(app.children.map(\.name), login.parent == nil, login.path())
    print(app.start())
}
