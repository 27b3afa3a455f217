// Checks a realistic access-level switch where higher roles fall through to accumulate lower roles' permissions.
enum Role: String {
    case owner, admin, editor, viewer, guest
}

func permissions(for role: Role) -> [String] {
    var perms: [String] = []
    switch role {
    case .owner:
        perms.append("delete workspace")
        fallthrough
    case .admin:
        perms.append("manage members")
        fallthrough
    case .editor:
        perms.append("edit tokens")
        fallthrough
    case .viewer:
        perms.append("view tokens")
    case .guest:
        perms.append("view public page")
    }
    return perms
}

func badgeTier(score: Int) -> String {
    var tiers: [String] = []
    switch score {
    case 90...:
        tiers.append("gold")
        fallthrough
    case 70..<90:
        tiers.append("silver")
        fallthrough
    case 50..<70:
        tiers.append("bronze")
    default:
        tiers.append("none")
    }
    return tiers.joined(separator: ",")
}

func main() {
    let roles: [Role] = [.owner, .admin, .editor, .viewer, .guest]
    for role in roles {
        let p = permissions(for: role)
        print(role.rawValue, p.count, p)
    }
    for s in [95, 75, 55, 10] {
        print(s, badgeTier(score: s))
    }
}
