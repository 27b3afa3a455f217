// An assignment through an optional chain evaluates to `Void?`, so `!= nil` tells whether it happened; the right-hand side is not evaluated when the chain is nil.
struct Account {
    var balance = 0
    var owner = Owner()
}

struct Owner {
    var name = "anon"
}

func amount(_ n: Int) -> Int {
    print("  evaluating amount \(n)")
    return n
}

func main() {
    var acct: Account? = Account()
    if (acct?.balance = amount(10)) != nil {
        print("set balance", acct!.balance)
    }
    if (acct?.balance += amount(5)) != nil {
        print("added", acct!.balance)
    }

    var none: Account? = nil
    if (none?.balance = amount(99)) == nil {
        print("no account, nothing assigned")
    }
    let r: Void? = (none?.owner.name = "x")
    print(r == nil)
    none?.balance += amount(1)
    print("after nil compound")

    acct?.owner.name = "Ann"
    let ok = (acct?.owner.name = "Bea") != nil
    print(ok, acct!.owner.name)

    var accounts: [String: Account] = ["a": Account()]
    let hit = (accounts["a"]?.balance = amount(7)) != nil
    let miss = (accounts["b"]?.balance = amount(8)) != nil
    print(hit, miss, accounts["a"]!.balance, accounts.count)
}
