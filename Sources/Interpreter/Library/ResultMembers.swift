/// `Result<Success, Failure>`: an enum of the standard library, as the
/// guide's own enums are values (`.success(payload)`, `.failure(error)`).
enum ResultMembers {
    static let typeName = "Result"

    static func success(_ value: Value) -> Value {
        .enumCase(EnumCaseValue(typeName: typeName, name: "success", payload: [Argument(nil, value)]))
    }

    static func failure(_ error: Value) -> Value {
        .enumCase(EnumCaseValue(typeName: typeName, name: "failure", payload: [Argument(nil, error)]))
    }

    /// `Result { try work() }`: the closure's value, or the error it threw.
    static func catching(_ body: Value, interpreter: Interpreter, in frame: Frame) throws -> Value {
        do {
            return success(try interpreter.callFunction(body, [], in: frame))
        } catch let thrown as ThrownError {
            return failure(thrown.value)
        }
    }

    static func parts(_ value: Value) -> (isSuccess: Bool, payload: Value) {
        guard case .enumCase(let caseValue) = value else { return (false, .none) }
        return (caseValue.name == "success", caseValue.payload.first?.value ?? .none)
    }

    static let all: [LibraryMember] = [
        .method("get") { value, call in
            let (isSuccess, payload) = parts(value)
            guard isSuccess else { throw ThrownError(value: payload, location: call.location) }
            return payload
        },
        .method("map") { value, call in
            let (isSuccess, payload) = parts(value)
            return isSuccess ? success(try call.call(payload)) : value
        },
        .method("mapError") { value, call in
            let (isSuccess, payload) = parts(value)
            return isSuccess ? value : failure(try call.call(payload))
        },
        .method("flatMap") { value, call in
            let (isSuccess, payload) = parts(value)
            return isSuccess ? try call.call(payload) : value
        },
        .method("flatMapError") { value, call in
            let (isSuccess, payload) = parts(value)
            return isSuccess ? value : try call.call(payload)
        },
    ]
}
