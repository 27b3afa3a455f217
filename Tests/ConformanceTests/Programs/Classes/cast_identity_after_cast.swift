// === between casts: a downcast, upcast or AnyObject conversion yields the same instance.
protocol Selectable: AnyObject {
    var selected: Bool { get set }
}
class Item {
    let title: String
    init(title: String) { self.title = title }
}
final class Row: Item, Selectable {
    var selected = false
}

func main() {
    let row = Row(title: "Profile")
    let item: Item = row
    let object: AnyObject = row
    let selectable: Selectable = row
    let any: Any = row

    print("item === row:", item === row)
    print("object === row:", object === row)
    print("selectable === row:", selectable === row)
    print("(any as AnyObject) === row:", (any as AnyObject) === row)
    print("(item as? Row) === row:", (item as? Row) === row)
    print("(object as! Item) === item:", (object as! Item) === item)

    selectable.selected = true
    print("row.selected:", row.selected)
    if let back = any as? Row {
        back.selected = false
        print("after any-cast toggle:", row.selected, back === selectable)
    }
    let other = Row(title: "Profile")
    print("other === row:", other === row, "(other as Item) === item:", (other as Item) === item)
    let maybe = item as? Row
    print("optional cast !== nil:", maybe !== nil)
    let list: [Selectable] = [row, other, row]
    print("occurrences of row:", list.filter { $0 === row }.count)
}
