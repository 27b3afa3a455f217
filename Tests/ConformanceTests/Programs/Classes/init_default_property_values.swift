// Stored properties with default values are set before any initialiser body runs, including closure-computed defaults.
var evaluationLog: [String] = []

func logged(_ label: String, _ value: Int) -> Int {
    evaluationLog.append(label)
    return value
}

class Card {
    var title = "Untitled"
    var cornerRadius = logged("cornerRadius", 12)
    var tags: [String] = []
    var shadow: Int? 
    let createdIndex: Int = logged("createdIndex", 7)
    var palette: [String] = {
        evaluationLog.append("palette")
        return ["primary", "secondary"]
    }()

    init() {
        evaluationLog.append("init body")
    }

    init(title: String) {
        evaluationLog.append("init(title:) body sees title=\(self.title)")
        self.title = title
    }
}

class ElevatedCard: Card {
    var elevation = logged("elevation", 3)
    override init() {
        evaluationLog.append("ElevatedCard.init body")
        super.init()
        shadow = elevation * 2
    }
}

func main() {
    let plain = Card()
    print(plain.title, plain.cornerRadius, plain.tags, plain.shadow as Any, plain.createdIndex, plain.palette)
    print("log:", evaluationLog)
    evaluationLog.removeAll()

    let titled = Card(title: "Profile")
    print(titled.title)
    print("log:", evaluationLog)
    evaluationLog.removeAll()

    let elevated = ElevatedCard()
    print(elevated.title, elevated.elevation, elevated.shadow ?? -1)
    print("log:", evaluationLog)
}
