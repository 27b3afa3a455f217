/// How a value becomes the text stored in a snapshot file: a small,
/// composable strategy in the spirit of swift-snapshot-testing.
public struct Snapshotting<Value>: Sendable {
    /// The snapshot file's extension ("txt", "svg", "html").
    public var pathExtension: String
    public var serialize: @Sendable (Value) -> String
    /// How stored and produced text are broken into lines for a readable
    /// diff (the files themselves are compared byte for byte).
    public var diffLines: @Sendable (String) -> String

    public init(pathExtension: String, diffLines: @escaping @Sendable (String) -> String = { $0 }, serialize: @escaping @Sendable (Value) -> String) {
        self.pathExtension = pathExtension
        self.diffLines = diffLines
        self.serialize = serialize
    }

    /// The same snapshot format for another type: `.lines.pullback(\.treeDump)`.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) -> Value) -> Snapshotting<Other> {
        let serialize = self.serialize
        return Snapshotting<Other>(pathExtension: pathExtension, diffLines: diffLines) { serialize(transform($0)) }
    }
}

extension Snapshotting where Value == String {
    /// Plain text, compared line by line.
    public static var lines: Snapshotting<String> { text(extension: "txt") }

    /// Text stored with a given file extension, so snapshots open in the
    /// right viewer (`.svg` in a browser, `.html` in an editor).
    public static func text(extension pathExtension: String) -> Snapshotting<String> {
        Snapshotting(pathExtension: pathExtension) { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
    }

    /// An SVG document, stored exactly; diffs show one element per line.
    public static var svg: Snapshotting<String> {
        Snapshotting(pathExtension: "svg", diffLines: { $0.replacingOccurrences(of: "><", with: ">\n<") }) { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
    }
}
