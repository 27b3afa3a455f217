// Functions that receive an object can mutate it; reassigning the parameter (inout or not) behaves differently.
final class Cart {
    var items: [String] = []
    var total: Int = 0
}

func add(_ item: String, price: Int, to cart: Cart) {
    cart.items.append(item)
    cart.total += price
}

func clearLocally(_ cart: Cart) {
    var local = cart
    local = Cart()
    local.items.append("ghost")
    print("  inside clearLocally local.items:", local.items)
}

func replace(_ cart: inout Cart) {
    cart = Cart()
    cart.items.append("fresh")
}

func applyDiscount(_ carts: [Cart], percent: Int) {
    for cart in carts {
        cart.total -= cart.total * percent / 100
    }
}

func main() {
    let cart = Cart()
    add("apple", price: 30, to: cart)
    add("bread", price: 70, to: cart)
    print("items:", cart.items, "total:", cart.total)

    clearLocally(cart)
    print("after clearLocally:", cart.items)

    var holder = cart
    replace(&holder)
    print("holder.items:", holder.items, "cart.items:", cart.items)
    print("holder === cart:", holder === cart)

    let other = Cart()
    add("milk", price: 200, to: other)
    applyDiscount([cart, other], percent: 10)
    print("totals after discount:", cart.total, other.total)
}
