import SwiftSyntax

/// What the semantic stage learned about a guide's expressions, for the
/// evaluator: the static type of each expression it could type, the type
/// an implicit member (`.loading`) belongs to, and the declaration each
/// call to the guide's own functions resolved to (its overload).
///
/// Keyed by syntax node, so the evaluator asks with the node it is
/// evaluating. Built once per guide and not changed afterwards.
public struct TypeAnnotations: Sendable {
    var types: [SyntaxIdentifier: SwiftType] = [:]
    var implicitBases: [SyntaxIdentifier: SwiftType] = [:]
    var callees: [SyntaxIdentifier: SyntaxIdentifier] = [:]
    /// Calls whose name the guide declares but whose arguments none of the
    /// guide's overloads take: they call the library's function of that name
    /// (`padding(token.rawValue)` inside the guide's `padding(_: Spacing)`).
    var libraryCalls: Set<SyntaxIdentifier> = []
    /// The types a call to a generic function or subscript binds its generic
    /// parameters to, from its arguments or the type its result is used as.
    var genericBindings: [SyntaxIdentifier: [String: SwiftType]] = [:]
    /// Expressions typed, and whether typing stopped early (its budget spent).
    public internal(set) var typedCount = 0
    public internal(set) var isComplete = true

    public init() {}

    /// The static type of an expression; nil when it could not be known.
    public func type(of node: some SyntaxProtocol) -> SwiftType? {
        types[node.id]
    }

    /// `.loading` written where a `LoadState` is expected: `LoadState`.
    public func implicitBase(of node: some SyntaxProtocol) -> SwiftType? {
        implicitBases[node.id]
    }

    /// Whether the call is to the library's function though the guide declares one of its name.
    public func callsLibrary(_ call: some SyntaxProtocol) -> Bool {
        libraryCalls.contains(call.id)
    }

    /// The function, initializer or subscript declaration a call chose
    /// among the guide's overloads, by its syntax node's identity.
    public func callee(of call: some SyntaxProtocol) -> SyntaxIdentifier? {
        callees[call.id]
    }

    /// `let v: Int? = get("v")` for `func get<T>(_:) -> T?`: `["T": Int]`.
    public func genericBindings(of call: some SyntaxProtocol) -> [String: SwiftType] {
        genericBindings[call.id] ?? [:]
    }
}
