// A strong delegate and closure callbacks: the form calls back to its delegate and stored handler closures in order.
protocol FormDelegate: AnyObject {
    func form(_ form: SignupForm, didChange field: String, to value: String)
    func formShouldSubmit(_ form: SignupForm) -> Bool
}

final class SignupForm {
    var delegate: FormDelegate?
    var onSubmit: ((String) -> Void)?
    private(set) var fields: [String: String] = [:]

    func set(_ field: String, _ value: String) {
        fields[field] = value
        delegate?.form(self, didChange: field, to: value)
    }
    func submit() {
        let allowed = delegate?.formShouldSubmit(self) ?? true
        print("  submit allowed:", allowed)
        if allowed {
            onSubmit?(fields["email"] ?? "?")
        }
    }
}

final class Validator: FormDelegate {
    var log: [String] = []
    func form(_ form: SignupForm, didChange field: String, to value: String) {
        log.append("\(field)=\(value)")
    }
    func formShouldSubmit(_ form: SignupForm) -> Bool {
        let email = form.fields["email"] ?? ""
        return email.contains("@") && (form.fields["password"]?.count ?? 0) >= 6
    }
}

func main() {
    let form = SignupForm()
    let validator = Validator()
    form.delegate = validator
    var submitted: [String] = []
    form.onSubmit = { submitted.append($0) }

    form.set("email", "ann")
    form.submit()
    form.set("email", "ann@example.com")
    form.set("password", "12345")
    form.submit()
    form.set("password", "123456")
    form.submit()
    print("log:", validator.log)
    print("submitted:", submitted)

    form.delegate = nil
    form.set("email", "no-delegate")
    form.submit()
    print("log unchanged:", validator.log.count, "submitted:", submitted)
    print("delegate is validator:", form.delegate === validator)
}
