// Checks replacingOccurrences(of:with:) and trimmingCharacters(in:) on realistic inputs.
import Foundation

func main() {
    let s = "Hello, World! Hello!"
    print(s.replacingOccurrences(of: "Hello", with: "Bye"))
    print(s.replacingOccurrences(of: "l", with: ""))
    print(s.replacingOccurrences(of: "xyz", with: "abc"))
    print(s.replacingOccurrences(of: "hello", with: "Hi", options: .caseInsensitive))
    print("aaaa".replacingOccurrences(of: "aa", with: "a"))
    print("snake_case_name".replacingOccurrences(of: "_", with: " "))
    let padded = "   spaced out \t "
    print("[\(padded.trimmingCharacters(in: .whitespaces))]")
    print("[\(" \n line \n ".trimmingCharacters(in: .whitespaces))]")
    print("[\(" \n line \n ".trimmingCharacters(in: .whitespacesAndNewlines))]")
    print("[\("--==title==--".trimmingCharacters(in: CharacterSet(charactersIn: "-=")))]")
    print("[\("   ".trimmingCharacters(in: .whitespaces))]")
    print("[\("0042".trimmingCharacters(in: CharacterSet(charactersIn: "0")))]")
    let phone = "(555) 123-4567"
    let digits = phone.filter { $0.isNumber }
    print(digits)
    let cleaned = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
    print(cleaned)
    let template = "Dear {name}, your order {id} has shipped."
    let filled = template
        .replacingOccurrences(of: "{name}", with: "Sam")
        .replacingOccurrences(of: "{id}", with: "#1024")
    print(filled)
    var mutable = "tab\tseparated\tvalues"
    mutable = mutable.replacingOccurrences(of: "\t", with: " | ")
    print(mutable)
    let collapsed = "too    many   spaces".split(separator: " ").joined(separator: " ")
    print(collapsed)
}
