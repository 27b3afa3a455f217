// @State of a struct, bindings to its fields through dynamic member lookup ($form.email), Binding(get:set:) transforms and Binding.constant.
import SwiftUI

struct SignUpForm {
    var email = ""
    var age = 18
    var newsletter = false
    var address = Address()
}

struct Address {
    var city = "Paris"
    var zip = "75001"
}

struct SignUpView: View {
    @State var form = SignUpForm()

    var body: some View {
        VStack {
            Toggle("News", isOn: $form.newsletter)
            Text(form.email)
        }
    }

    var emailBinding: Binding<String> { $form.email }
    var cityBinding: Binding<String> { $form.address.city }

    var uppercasedEmail: Binding<String> {
        Binding(get: { form.email.uppercased() }, set: { form.email = $0.lowercased() })
    }

    var ageText: Binding<String> {
        Binding(get: { String(form.age) }, set: { text in
            if let value = Int(text) { form.age = value } else { print("rejected", text) }
        })
    }
}

func main() {
    let view = SignUpView()
    view.emailBinding.wrappedValue = "ada@example.com"
    print("email:", view.form.email)
    view.cityBinding.wrappedValue = "Lyon"
    print("city:", view.form.address.city, "zip:", view.form.address.zip)
    print("uppercased get:", view.uppercasedEmail.wrappedValue)
    view.uppercasedEmail.wrappedValue = "GRACE@EXAMPLE.COM"
    print("after set:", view.form.email)
    view.ageText.wrappedValue = "42"
    view.ageText.wrappedValue = "forty"
    print("age:", view.form.age, view.ageText.wrappedValue)
    let news = view.$form.newsletter
    news.wrappedValue.toggle()
    print("newsletter:", view.form.newsletter)
    let fixed = Binding.constant(7)
    fixed.wrappedValue = 99
    print("constant ignores writes:", fixed.wrappedValue)
    let zip = view.$form.address.zip
    view.form.address.zip = "69001"
    print("binding sees later state:", zip.wrappedValue)
    var local = 1
    let localBinding = Binding(get: { local }, set: { local = $0 * 10 })
    localBinding.wrappedValue = 3
    print("local:", local, localBinding.wrappedValue)
}
