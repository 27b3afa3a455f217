// A subclass that overrides all designated initialisers inherits the superclass's convenience initialisers.
class Food {
    var name: String
    init(name: String) {
        print("Food.init(name: \(name))")
        self.name = name
    }
    convenience init() {
        print("Food.convenience init()")
        self.init(name: "[Unnamed]")
    }
}

class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        print("RecipeIngredient.init(name:quantity:)")
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) {
        print("RecipeIngredient.override convenience init(name:)")
        self.init(name: name, quantity: 1)
    }
}

class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}

func main() {
    let unnamed = Food()
    print(unnamed.name)
    print("--")
    let one = RecipeIngredient(name: "Bacon")
    print(one.name, one.quantity)
    print("--")
    let none = RecipeIngredient()
    print(none.name, none.quantity)
    print("--")
    var list = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
    list[0].name = "Orange juice"
    list[0].purchased = true
    for item in list {
        print(item.description)
    }
    list.removeAll()
    print(list.count)
}
