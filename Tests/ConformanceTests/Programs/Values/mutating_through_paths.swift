// Mutating methods called through nested property paths, array elements, dictionary values and optional chains change the value stored there.
struct Counter {
    var value = 0
    mutating func increment(by n: Int = 1) {
        value += n
    }
}

struct Panel {
    var counter = Counter()
    var history: [Int] = []
}

struct Dashboard {
    var panels: [Panel]
    var named: [String: Counter] = [:]
    var optionalPanel: Panel? = nil
}

func main() {
    var dash = Dashboard(panels: [Panel(), Panel(), Panel()])
    dash.panels[0].counter.increment()
    dash.panels[1].counter.increment(by: 5)
    dash.panels[1].counter.increment(by: 5)
    dash.panels[2].history.append(7)
    dash.panels[2].history.insert(6, at: 0)
    print(dash.panels.map { $0.counter.value }, dash.panels[2].history)

    dash.named["likes", default: Counter()].increment()
    dash.named["likes", default: Counter()].increment(by: 2)
    dash.named["views"]?.increment()
    dash.named["views"] = Counter(value: 100)
    dash.named["views"]?.increment(by: 1)
    dash.named["views"]!.increment(by: 1)
    print(dash.named["likes"]!.value, dash.named["views"]!.value)

    dash.optionalPanel?.counter.increment()
    print(dash.optionalPanel == nil)
    dash.optionalPanel = Panel()
    dash.optionalPanel?.counter.increment(by: 9)
    dash.optionalPanel?.history.append(1)
    print(dash.optionalPanel!.counter.value, dash.optionalPanel!.history)

    for i in dash.panels.indices where i % 2 == 0 {
        dash.panels[i].counter.increment(by: 100)
    }
    print(dash.panels.map { $0.counter.value })

    var counters = [Counter](repeating: Counter(), count: 3)
    counters[1].increment()
    print(counters.map { $0.value })
}
