// Builds an aligned receipt table with String(format:) using several specifiers per line.
import Foundation

struct LineItem { let name: String; let qty: Int; let unit: Double }

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

func main() {
    let items = [
        LineItem(name: "Notebook", qty: 3, unit: 4.5),
        LineItem(name: "Pen", qty: 12, unit: 0.99),
        LineItem(name: "Backpack", qty: 1, unit: 59.0),
    ]
    print(pad("Item", 10) + "  Qty     Total")
    print(String(repeating: "-", count: 25))
    var sum = 0.0
    for item in items {
        let total = Double(item.qty) * item.unit
        sum += total
        print(pad(item.name, 10) + String(format: "%5d%10.2f", item.qty, total))
    }
    print(String(repeating: "-", count: 25))
    print(pad("Subtotal", 15) + String(format: "%10.2f", sum))
    let tax = sum * 0.08
    print(pad("Tax (8%)", 15) + String(format: "%10.2f", tax))
    print(pad("Total", 15) + String(format: "%10.2f", sum + tax))
    print(String(format: "Items: %d, average %.3f, max %@", items.count, sum / Double(items.count), items.map(\.name).max()!))
    print(String(format: "%@ x%d @ %.2f", items[1].name, items[1].qty, items[1].unit))
    print(String(format: "%08.3f|%+.1f|%.0f", 3.14159, 2.0, 99.5))
    print(String(format: "[%6.2f%%]", 12.345))
    print(String(format: "%d%%", 50))
    print(String(format: "%04X-%04x", 48879, 57005))
    print(String(format: "%c%c%c", 83, 119, 105))
    print(String(format: "%-6d|%6d|", 42, 42))
    print(String(format: "%.2f + %.2f = %.2f", 0.1, 0.2, 0.1 + 0.2))
}
