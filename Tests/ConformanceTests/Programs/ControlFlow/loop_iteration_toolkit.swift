// Checks a mix of loop forms used by a chart helper: negative strides, zip with indices, reversed, for case let, and if var.
struct Series {
    var values: [Double?]
}

func main() {
    let series = Series(values: [12, nil, 30, 18, nil, 42])
    var present: [Double] = []
    for case let v? in series.values {
        present.append(v)
    }
    print("present", present)
    for (i, v) in zip(series.values.indices, series.values) where v == nil {
        print("gap at index", i)
    }
    let maxValue = present.max() ?? 1
    for level in stride(from: maxValue, through: 0, by: -maxValue / 2) {
        var row = ""
        for v in series.values {
            if var value = v {
                value = value >= level ? 1 : 0
                row += value == 1 ? "#" : "."
            } else {
                row += " "
            }
        }
        print(String(format3(level)), row)
    }
    let labels = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    for (label, v) in zip(labels, series.values).reversed() {
        print(label, v.map { String(Int($0)) } ?? "-")
    }
    for i in stride(from: labels.count - 1, to: 0, by: -2) {
        print("every other from end", labels[i])
    }
    for i in labels.indices.dropFirst(4) {
        print("tail index", i, labels[i])
    }
}

func format3(_ d: Double) -> String {
    let s = String(Int(d))
    return String(repeating: " ", count: max(0, 3 - s.count)) + s
}
