// Checks what print(error) and string interpolation show for enum, struct and class errors with and without payloads.
enum SimpleError: Error { case failed }
enum PayloadError: Error {
    case code(Int)
    case labelled(name: String, line: Int)
    case nested(SimpleError)
    case optional(Int?)
}
struct StructError: Error {
    let reason: String
    let retry: Bool
}
final class ClassError: Error {
    let id = 7
}

func fail(_ e: Error) throws { throw e }

func main() {
    let errors: [Error] = [
        SimpleError.failed,
        PayloadError.code(404),
        PayloadError.labelled(name: "main.swift", line: 12),
        PayloadError.optional(nil),
        PayloadError.optional(3),
        StructError(reason: "timeout", retry: true),
    ]
    for e in errors {
        do {
            try fail(e)
        } catch {
            print(error)
            print("interpolated: \(error)")
        }
    }
    let s: Error = StructError(reason: "x", retry: false)
    print(String(describing: s))
    print(s is StructError, s is SimpleError)
    if let se = s as? StructError { print(se.reason) }
    let c: Error = ClassError()
    print((c as? ClassError)?.id as Any)
    print([SimpleError.failed, SimpleError.failed])
}
