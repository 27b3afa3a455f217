import Diagnostics

/// Where the lines of a generated guide come from. A guide made of Swift
/// sources is written as markdown (`SwiftSourcesGuide`) whose code blocks
/// are copies of the files' lines; every later stage works on that
/// markdown, and diagnostics, the build report and the page's "line" labels
/// are mapped back here, so users see `Sources/Kit/Button.swift:12:5`.
public struct SourceMap: Equatable, Sendable {
    /// `count` lines of the guide, from `guideLine`, are lines of `file` from `fileLine`.
    public struct Segment: Equatable, Sendable {
        public var guideLine: Int
        public var file: String
        public var fileLine: Int
        public var count: Int

        public init(guideLine: Int, file: String, fileLine: Int, count: Int) {
            self.guideLine = guideLine
            self.file = file
            self.fileLine = fileLine
            self.count = count
        }
    }

    /// The generated guide's path (the folder or file the user named).
    public var guidePath: String
    /// In guide order.
    public var segments: [Segment]

    public init(guidePath: String, segments: [Segment]) {
        self.guidePath = guidePath
        self.segments = segments
    }

    /// The segment holding a line of the guide.
    private func segment(at line: Int) -> Segment? {
        // Segments are sorted by guideLine: binary search the last one starting at or before `line`.
        var (low, high) = (0, segments.count)
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].guideLine <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let candidate = segments[low - 1]
        return line < candidate.guideLine + candidate.count ? candidate : nil
    }

    /// A location in the guide as a location in the source file it copies;
    /// other locations (generated headings, other files) stay as they are.
    public func location(_ location: FileLocation) -> FileLocation {
        guard location.file == guidePath, let segment = segment(at: location.line) else { return location }
        return FileLocation(file: segment.file, line: segment.fileLine + location.line - segment.guideLine, column: location.column)
    }

    /// How a page labels a guide line: "Button.swift:12".
    func label(forLine line: Int) -> String? {
        guard let segment = segment(at: line) else { return nil }
        let name = segment.file.split(separator: "/").last.map(String.init) ?? segment.file
        return "\(name):\(segment.fileLine + line - segment.guideLine)"
    }
}
