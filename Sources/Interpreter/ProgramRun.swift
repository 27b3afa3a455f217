import Diagnostics

/// What running a program's entry point gave: what it printed, what it
/// returned, and why it stopped early if it did.
public struct ProgramRun: Sendable {
    public var output: String
    /// The entry point's result as `print` would show it; nil for `Void`.
    public var result: String?
    public var failure: EvaluationError?
}

extension Interpreter {
    /// Calls the file-scope function `name()` as a program's entry point
    /// (the conformance suite's `main()`), collecting what `print` writes.
    public func run(entryPoint name: String) -> ProgramRun {
        console = ""
        guard let function = table.globals.functions(named: name).first(where: { $0.parameters.isEmpty }) else {
            return ProgramRun(output: "", result: nil, failure: EvaluationError("no function '\(name)()' to run", at: nil))
        }
        do {
            let value = try invoke(function, bound: BoundSelf(box: nil, typeName: ""), [], at: function.location)
            let result: String? = if case .void = value { nil } else { try describe(value, at: function.declaration, in: anyFrame) }
            return ProgramRun(output: console, result: result, failure: nil)
        } catch let error as EvaluationError {
            return ProgramRun(output: console, result: nil, failure: error)
        } catch {
            return ProgramRun(output: console, result: nil, failure: EvaluationError("\(error)", at: function.location))
        }
    }
}
