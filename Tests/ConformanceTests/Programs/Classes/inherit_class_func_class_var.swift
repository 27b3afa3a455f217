// class func and class var are dispatched on the metatype and can be overridden; Self-typed factories follow the subclass.
class Cell {
    class var reuseIdentifier: String { "Cell" }
    class var defaultHeight: Double { 44 }
    class func make() -> Cell { Cell() }
    class func describe() -> String { "\(reuseIdentifier) @\(defaultHeight)" }
    func instanceDescribe() -> String { Self.describe() }
    func dynamicDescribe() -> String { type(of: self).describe() }
    required init() {}
}

class ImageCell: Cell {
    override class var reuseIdentifier: String { "ImageCell" }
    override class var defaultHeight: Double { super.defaultHeight * 2 }
    override class func make() -> Cell { ImageCell() }
}

class BannerCell: ImageCell {
    override class var reuseIdentifier: String { "Banner<" + super.reuseIdentifier + ">" }
}

func register(_ type: Cell.Type) -> String {
    "\(type.reuseIdentifier): \(type.describe())"
}

func main() {
    let types: [Cell.Type] = [Cell.self, ImageCell.self, BannerCell.self]
    for t in types {
        print(register(t))
    }
    let made = types.map { $0.make() }
    print(made.map { $0.dynamicDescribe() })
    let fresh = types.map { $0.init() }
    print(fresh.map { $0.instanceDescribe() })
    let base: Cell = BannerCell()
    print(type(of: base).reuseIdentifier, type(of: base).defaultHeight)
    print(Cell.reuseIdentifier, ImageCell.describe())
}
