// CaseIterable gives allCases in declaration order, usable with count, map, index lookups and cycling.
enum Weekday: String, CaseIterable {
    case mon, tue, wed, thu, fri, sat, sun
    var isWeekend: Bool { self == .sat || self == .sun }
    var next: Weekday {
        let all = Weekday.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}

enum Theme: CaseIterable { case light, dark, system }

enum Corner: Int, CaseIterable { case topLeft = 10, topRight = 20, bottomLeft = 30, bottomRight = 40 }

func main() {
    print(Weekday.allCases.count)
    print(Weekday.allCases.map(\.rawValue))
    print(Weekday.allCases.filter(\.isWeekend).map { "\($0)" })
    print(Weekday.sun.next, Weekday.wed.next)
    for t in Theme.allCases { print(t) }
    print(Theme.allCases.count, Theme.allCases.first!, Theme.allCases.last!)
    print(Corner.allCases.map(\.rawValue).reduce(0, +))
    for (i, c) in Corner.allCases.enumerated() { print(i, c, c.rawValue) }
    print(type(of: Theme.allCases))
    print(Weekday.allCases.contains(.fri), Weekday.allCases[2])
}
