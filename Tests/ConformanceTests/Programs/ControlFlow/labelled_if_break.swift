// Checks `break label` out of a labelled if statement and a labelled do block, skipping the rest of the block.
func classify(_ s: String) -> String {
    var result = "unknown"
    check: if !s.isEmpty {
        if s.hasPrefix("#") {
            result = "hex"
            break check
        }
        if Int(s) != nil {
            result = "number"
            break check
        }
        result = "word"
    } else {
        result = "empty"
    }
    return result
}

func main() {
    for s in ["#ff0", "42", "hello", ""] {
        print("\"\(s)\"", classify(s))
    }
    var steps: [String] = []
    validation: do {
        steps.append("start")
        let width = 320
        if width < 400 {
            steps.append("compact")
            break validation
        }
        steps.append("regular")
    }
    steps.append("after")
    print(steps)

    outer: if true {
        inner: if true {
            print("in inner")
            break outer
        }
        print("not printed")
    }
    print("done")
}
