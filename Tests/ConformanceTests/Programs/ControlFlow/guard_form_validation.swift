// Checks a realistic sign-up form validator that chains guard statements with early returns and accumulates issues in a loop.
struct SignUpForm {
    var email: String
    var password: String
    var age: String
}

enum Validation {
    case valid(email: String, age: Int)
    case invalid([String])
}

func validate(_ form: SignUpForm) -> Validation {
    var issues: [String] = []
    let email = form.email.lowercased()
    guard email.contains("@") else {
        return .invalid(["email missing @"])
    }
    for rule in ["length", "digit", "upper"] {
        switch rule {
        case "length":
            guard form.password.count >= 8 else { issues.append("password too short"); continue }
        case "digit":
            guard form.password.contains(where: { $0.isNumber }) else { issues.append("password needs a digit"); continue }
        default:
            guard form.password.contains(where: { $0.isUppercase }) else { issues.append("password needs uppercase"); continue }
        }
        print("  rule ok:", rule)
    }
    guard let age = Int(form.age), (13...120).contains(age) else {
        issues.append("age invalid")
        return .invalid(issues)
    }
    guard issues.isEmpty else { return .invalid(issues) }
    return .valid(email: email, age: age)
}

func main() {
    let forms = [
        SignUpForm(email: "Ana@Example.com", password: "Secret123", age: "29"),
        SignUpForm(email: "no-at-sign", password: "x", age: "1"),
        SignUpForm(email: "b@c.d", password: "short", age: "abc"),
        SignUpForm(email: "e@f.g", password: "longenough1", age: "40"),
    ]
    for form in forms {
        switch validate(form) {
        case let .valid(email, age):
            print("valid", email, age)
        case .invalid(let issues):
            print("invalid", issues)
        }
    }
}
