// A struct passed to a function or returned from it is a copy: local changes inside the function never reach the caller.
struct Frame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

func insetCopy(_ frame: Frame, by amount: Double) -> Frame {
    var f = frame
    f.x += amount
    f.y += amount
    f.width -= amount * 2
    f.height -= amount * 2
    print("inside:", f.x, f.y, f.width, f.height)
    return f
}

func area(of frame: Frame) -> Double {
    return frame.width * frame.height
}

func makeDefaults() -> [Frame] {
    let base = Frame(x: 0, y: 0, width: 100, height: 50)
    return [base, base, base]
}

func main() {
    let card = Frame(x: 0, y: 0, width: 200, height: 100)
    let inset = insetCopy(card, by: 8)
    print("card:", card.x, card.y, card.width, card.height)
    print("inset:", inset.x, inset.y, inset.width, inset.height)
    print("areas:", area(of: card), area(of: inset))

    var frames = makeDefaults()
    frames[1].width = 10
    let again = makeDefaults()
    print(frames.map { $0.width })
    print(again.map { $0.width })

    var moving = card
    let results = (0..<3).map { i -> Frame in
        moving.x += 10
        return moving
    }
    print(results.map { $0.x }, moving.x, card.x)
}
