// Array subscripts as l-values: plain and compound assignment, range replacement, and assignment through an element's properties.
struct Item {
    var title: String
    var quantity: Int
}

func main() {
    var numbers = [1, 2, 3, 4, 5]
    numbers[0] = 10
    numbers[1] += 20
    numbers[2] *= 3
    numbers[3] -= 14
    numbers[4] <<= 2
    print(numbers)
    numbers[numbers.count - 1] %= 7
    numbers[numbers.startIndex] /= 3
    print(numbers)

    numbers[1...2] = [0]
    print(numbers)
    numbers[0..<0] = [7, 8]
    print(numbers)
    numbers[2...] = []
    print(numbers)

    var cart = [Item(title: "pen", quantity: 1), Item(title: "ink", quantity: 2)]
    cart[0].quantity += 4
    cart[1].title += " (blue)"
    cart[1].title.append("!")
    let i = cart.firstIndex { $0.title == "pen" }!
    cart[i].quantity *= 2
    for item in cart {
        print(item.title, item.quantity)
    }

    var strings = ["a", "b"]
    strings[0] += strings[1]
    strings[1] = strings[0] + strings[1]
    print(strings)

    var matrixRow = [Double](repeating: 0, count: 3)
    for k in matrixRow.indices {
        matrixRow[k] += Double(k) * 1.5
    }
    print(matrixRow)
}
