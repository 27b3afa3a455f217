import Layout
import Diagnostics
import Foundation

/// `public/build-report.json`: what was built and what went wrong, for CI.
/// Keys are sorted and guides are in build order, so the file is stable.
public struct BuildReport: Codable, Equatable, Sendable {
    public var version = 1
    public var guides: [GuideEntry]
    /// The components of all guides by status, and what blocks them, ranked.
    public var coverage: Coverage

    public struct GuideEntry: Codable, Equatable, Sendable {
        public var slug: String
        public var title: String
        public var source: String
        public var colors: Int
        public var fonts: Int
        public var components: [ComponentEntry]
        public var diagnostics: [DiagnosticEntry]
    }

    public struct ComponentEntry: Codable, Equatable, Sendable {
        public var name: String
        public var line: Int
        public var status: String
        public var unsupported: [String]
        /// What keeps it from `rendered`: the failure, or what its picture
        /// does not show or gets wrong (empty when rendered).
        public var blockers: [String]

        /// The SF Symbols its picture draws, by name.
        public var symbols: [SymbolUse]
        /// Its first picture, `components/<file>.svg` in the guide's folder, and
        /// that picture's size in points; nil when nothing was drawn.
        public var picture: Picture?

        public struct Picture: Codable, Equatable, Sendable {
            /// The file's stem: `<stem>.svg`, and `component-<stem>` on the guide page.
            public var file: String
            public var width: Double
            public var height: Double

            public init(file: String, width: Double, height: Double) {
                self.file = file
                self.width = width
                self.height = height
            }
        }

        public init(name: String, line: Int, status: String, unsupported: [String], blockers: [String] = [], symbols: [SymbolUse] = [],
                    picture: Picture? = nil) {
            self.name = name
            self.line = line
            self.status = status
            self.unsupported = unsupported
            self.blockers = blockers
            self.symbols = symbols
            self.picture = picture
        }
    }

    /// An SF Symbol a component draws: how many times, and the icon that
    /// stands in for it (nil: none maps, drawn as a marked placeholder).
    public struct SymbolUse: Codable, Equatable, Sendable {
        public var name: String
        public var uses: Int
        public var icon: String?

        public init(name: String, uses: Int, icon: String?) {
            self.name = name
            self.uses = uses
            self.icon = icon
        }

        /// The uses in a component's pictures: each name as often as the
        /// picture that draws it most (states repeat their symbols), by name.
        static func counted(in pictures: [RenderedView]) -> [SymbolUse] {
            var byName: [String: SymbolUse] = [:]
            for picture in pictures {
                var counts: [String: SymbolUse] = [:]
                for symbol in picture.symbols {
                    counts[symbol.name, default: SymbolUse(name: symbol.name, uses: 0, icon: symbol.icon)].uses += 1
                }
                for (name, use) in counts where use.uses > byName[name]?.uses ?? 0 { byName[name] = use }
            }
            return byName.values.sorted { $0.name < $1.name }
        }
    }

    public struct DiagnosticEntry: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
        }
    }

    init(guides: [GuideEntry]) {
        self.guides = guides
        self.coverage = Coverage(guides: guides)
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
