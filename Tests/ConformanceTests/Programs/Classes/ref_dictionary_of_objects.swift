// Class instances stored in a dictionary are shared: mutation through a lookup is visible everywhere.
final class Account {
    let id: String
    var balance: Int
    init(id: String, balance: Int) {
        self.id = id
        self.balance = balance
    }
}

func main() {
    let alice = Account(id: "alice", balance: 100)
    let bob = Account(id: "bob", balance: 50)
    var byID: [String: Account] = ["alice": alice, "bob": bob]

    byID["alice"]?.balance += 25
    print("alice.balance:", alice.balance)

    if let account = byID["bob"] {
        account.balance -= 10
    }
    print("bob.balance:", bob.balance)

    let snapshot = byID
    byID["carol"] = Account(id: "carol", balance: 0)
    print("counts:", snapshot.count, byID.count)
    snapshot["alice"]!.balance = 1
    print("alice via byID:", byID["alice"]!.balance, "via original:", alice.balance)

    byID["bob"] = Account(id: "bob", balance: 999)
    print("snapshot bob:", snapshot["bob"]!.balance, "byID bob:", byID["bob"]!.balance)
    print("snapshot bob === bob:", snapshot["bob"]! === bob)

    for key in byID.keys.sorted() {
        print(key, byID[key]!.balance)
    }
    let missing = byID["dave"]?.balance
    print("missing:", missing as Any)

    let total = byID.values.map { $0.balance }.reduce(0, +)
    print("total:", total)
    byID.values.forEach { $0.balance = 0 }
    print("after zeroing:", alice.balance, bob.balance, snapshot["bob"]!.balance)
}
