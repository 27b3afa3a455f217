// An [AnyObject] array of unrelated classes filtered by type and compared by identity.
class Theme {
    var name: String
    init(name: String) { self.name = name }
}
class DarkTheme: Theme {}
class Router {
    var path = "/"
}
final class Store {
    var items = [String]()
}

func main() {
    let theme = Theme(name: "light")
    let dark = DarkTheme(name: "dark")
    let router = Router()
    let store = Store()
    let objects: [AnyObject] = [theme, router, dark, store, router]

    print("count:", objects.count)
    let themes = objects.compactMap { $0 as? Theme }
    print("themes:", themes.map { $0.name })
    let darkOnly = objects.filter { $0 is DarkTheme }
    print("dark count:", darkOnly.count)
    let routers = objects.compactMap { $0 as? Router }
    print("router entries:", routers.count, "same object:", routers[0] === routers[1])

    for object in objects {
        switch object {
        case let t as DarkTheme: print("dark theme", t.name)
        case let t as Theme: print("theme", t.name)
        case is Router: print("router")
        case let s as Store: print("store with", s.items.count, "items")
        default: print("unknown")
        }
    }

    (objects[3] as! Store).items.append("apple")
    print("store items via original:", store.items)
    if let r = objects.last as? Router {
        r.path = "/settings"
    }
    print("router path:", router.path)
    let positions = objects.indices.filter { objects[$0] === router }
    print("router at indices:", positions)
    print("contains store:", objects.contains { $0 === store })
    print("contains fresh Store:", objects.contains { $0 === Store() })
}
