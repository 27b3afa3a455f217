import Diagnostics

/// Something a component's code asked for that the picture does not show.
public struct ComponentIssue: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Haptics, gestures, accessibility, animation timing: nothing to draw.
        case noPicture
        /// A visual effect sitegen does not draw (yet).
        case notDrawn
        /// A number that was not a sane value (NaN, infinite, beyond
        /// sitegen's limits) and was replaced; `name` says which and by what.
        case adjusted
        /// Drawn with a stand-in for something the inputs do not carry (an
        /// asset-catalog colour), as images are: said, but not a blocker.
        case standIn
        /// Drawn as it starts, before an appear animation that ends with
        /// nothing to see (a burst that fades out): said, not a blocker.
        case firstFrame
    }

    public var name: String
    public var kind: Kind
    public var location: FileLocation

    public init(name: String, kind: Kind, location: FileLocation) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}
