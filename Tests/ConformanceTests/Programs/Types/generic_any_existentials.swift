// `any P` existentials in arrays hold different conforming types; calls dispatch to each one.
protocol Widget {
    var name: String { get }
    func height() -> Int
}

struct Text: Widget {
    var content: String
    var name: String { "Text" }
    func height() -> Int { 20 }
}

struct Image: Widget {
    var h: Int
    var name: String { "Image" }
    func height() -> Int { h }
}

final class Spacer: Widget {
    var name: String { "Spacer" }
    func height() -> Int { 8 }
}

func totalHeight(_ ws: [any Widget]) -> Int { ws.reduce(0) { $0 + $1.height() } }

func tallest(_ ws: [any Widget]) -> any Widget { ws.max { $0.height() < $1.height() }! }

func open<W: Widget>(_ w: W) -> String { "opened \(W.self)" }

func main() {
    var stack: [any Widget] = [Text(content: "Title"), Image(h: 120), Spacer()]
    print(stack.map(\.name))
    print(totalHeight(stack))
    print(tallest(stack).name)
    stack.append(Image(h: 300))
    print(tallest(stack).height())
    for w in stack { print(open(w)) }
    let texts = stack.compactMap { $0 as? Text }
    print(texts.count, texts[0].content)
    print(stack.filter { $0 is Image }.count)
    let one: any Widget = Spacer()
    print(type(of: one))
}
