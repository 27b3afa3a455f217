/// A point in a guide file: `file:line:column`, 1-based. Line 0 stands for
/// the file as a whole (it is missing, unreadable...), printed as `file`.
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column)" : file
    }
}

/// A problem found in a guide, printed the way compilers print them:
/// `path:line:col: warning: message`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var location: FileLocation
    public var severity: Severity
    public var message: String

    public init(_ severity: Severity, _ message: String, at location: FileLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func warning(_ message: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public static func error(_ message: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
    /// Diagnostics in file order; for equal positions, in the order they were found.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
