/// How Swift pairs a call's arguments with a function's parameters: by
/// label, in order; parameters left out take their defaults; a variadic
/// parameter takes the unlabelled arguments after it; trailing closures go
/// to the remaining function-typed parameters by forward scan (an
/// unlabelled one to the next closure parameter, skipping one with a
/// default when a later closure parameter needs it), labelled ones by label.
public enum ArgumentMatching {
    public struct Parameter: Sendable {
        public var label: String?
        public var hasDefault: Bool
        public var isVariadic: Bool
        /// Function-typed: an unlabelled trailing closure may go to it.
        public var takesClosure: Bool

        public init(label: String?, hasDefault: Bool, isVariadic: Bool = false, takesClosure: Bool) {
            self.label = label
            self.hasDefault = hasDefault
            self.isVariadic = isVariadic
            self.takesClosure = takesClosure
        }
    }

    public struct Argument: Sendable {
        public var label: String?
        public var isTrailingClosure: Bool

        public init(label: String?, isTrailingClosure: Bool) {
            self.label = label
            self.isTrailingClosure = isTrailingClosure
        }
    }

    /// What each parameter gets: the indices of the arguments it takes
    /// (several for a variadic one, none when its default is used).
    public enum Failure: Error, Sendable {
        case missing(parameter: Int)
        case extra(argument: Int)
    }

    public static func match(_ arguments: [Argument], to parameters: [Parameter]) -> Result<[[Int]], Failure> {
        var regular = arguments.indices.filter { !arguments[$0].isTrailingClosure }[...]
        var trailing = arguments.indices.filter { arguments[$0].isTrailingClosure }[...]
        var matches: [[Int]] = []
        for (index, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                var taken: [Int] = []
                if let next = regular.first, arguments[next].label == parameter.label {
                    taken.append(regular.removeFirst())
                    while let more = regular.first, arguments[more].label == nil { taken.append(regular.removeFirst()) }
                }
                matches.append(taken)
                continue
            }
            if let next = regular.first, arguments[next].label == parameter.label {
                matches.append([regular.removeFirst()])
                continue
            }
            if regular.isEmpty, let closure = trailing.first {
                let label = arguments[closure].label
                let labelled = label != nil && label == parameter.label
                let unlabelled = label == nil && parameter.takesClosure
                    && (!parameter.hasDefault || !parameters[(index + 1)...].contains { $0.takesClosure && !$0.hasDefault })
                if labelled || unlabelled {
                    matches.append([trailing.removeFirst()])
                    continue
                }
            }
            guard parameter.hasDefault else { return .failure(.missing(parameter: index)) }
            matches.append([])
        }
        if let extra = regular.first ?? trailing.first { return .failure(.extra(argument: extra)) }
        return .success(matches)
    }
}
