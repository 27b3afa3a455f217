// Checks `while let` popping a stack, draining a queue, and iterating an iterator manually until it returns nil.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}

func balanced(_ s: String) -> Bool {
    var stack = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for ch in s {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let open = pairs[ch] {
            guard let top = stack.pop(), top == open else { return false }
        }
    }
    return stack.isEmpty
}

func main() {
    var stack = Stack<String>()
    for screen in ["Home", "Settings", "Appearance"] {
        stack.push(screen)
    }
    while let top = stack.pop() {
        print("pop", top)
    }
    print("empty", stack.isEmpty)
    for s in ["([]{})", "([)]", "((", ""] {
        print("\"\(s)\"", balanced(s))
    }
    var iterator = ["x", "y", "z"].makeIterator()
    while let item = iterator.next() {
        print("next", item)
    }
    print("after end", iterator.next() as Any)
    var numbers = [5, 3, 8, 1]
    while let last = numbers.popLast(), last != 3 {
        print("took", last)
    }
    print("left", numbers)
}
