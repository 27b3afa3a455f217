import Diagnostics

/// Everything a guide declares as design tokens, in source order.
public struct DesignTokens: Sendable {
    public var colors: [ColorToken] = []
    public var ramps: [ColorRamp] = []
    public var palettes: [ColorPalette] = []
    /// Static colour functions that cannot be shown as a value or a ramp.
    public var colorFunctions: [TokenFunction] = []
    public var gradients: [GradientToken] = []
    public var fonts: [FontToken] = []
    public var fontHelpers: [FontHelper] = []

    public init() {}

    public var resolvedColors: [ColorToken] { colors.filter { $0.value != nil } }
    public var resolvedFonts: [FontToken] { fonts.filter { $0.spec != nil } }
}

/// Where a token comes from in the guide.
public struct TokenSource: Hashable, Sendable {
    public var location: FileLocation
    /// The `// MARK: -` section the declaration sits in ("Canvas & Surfaces").
    public var group: String?
    /// The declaration as written, for the page.
    public var declaration: String
    /// The type whose static member the token is (`Color`, `Theme.Palette`).
    public var owner: String?

    public init(location: FileLocation, group: String?, declaration: String, owner: String? = nil) {
        self.location = location
        self.group = group
        self.declaration = declaration
        self.owner = owner
    }
}

public struct ColorToken: Hashable, Sendable {
    public var name: String
    public var source: TokenSource
    /// nil when the value could not be evaluated; `problem` says why.
    public var value: ColorValue?
    /// The token this one is derived from (`afMoveTrack` is `afMove` at 22 %).
    public var alias: String?
    /// The trailing comment's text, if any ("#FF375F (brightened on dark)").
    public var comment: String?
    /// The `#RRGGBB` the trailing comment states, if any.
    public var commentHex: RGBA?
    public var problem: String?

    public init(name: String, source: TokenSource, value: ColorValue?, alias: String? = nil,
                comment: String? = nil, commentHex: RGBA? = nil, problem: String? = nil) {
        self.name = name
        self.source = source
        self.value = value
        self.alias = alias
        self.comment = comment
        self.commentHex = commentHex
        self.problem = problem
    }
}

/// A static function of one number returning a colour, sampled across its domain.
public struct ColorRamp: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var input: Double
        public var color: RGBA

        public init(input: Double, color: RGBA) {
            self.input = input
            self.color = color
        }
    }

    public var name: String
    public var parameter: String
    public var domain: ClosedRange<Double>
    /// Evenly spaced samples over `domain`, ends included.
    public var samples: [Sample]
    public var source: TokenSource

    public init(name: String, parameter: String, domain: ClosedRange<Double>, samples: [Sample], source: TokenSource) {
        self.name = name
        self.parameter = parameter
        self.domain = domain
        self.samples = samples
        self.source = source
    }
}

/// A static array of colours (`static let cubes: [Color] = [.red, .blue]`).
public struct ColorPalette: Hashable, Sendable {
    public var name: String
    public var colors: [ColorValue]
    /// For each colour, the token it names, when it names one.
    public var members: [String?]
    public var source: TokenSource

    public init(name: String, colors: [ColorValue], members: [String?], source: TokenSource) {
        self.name = name
        self.colors = colors
        self.members = members
        self.source = source
    }
}

/// A static token function shown by its signature only (its result depends on
/// input we cannot sample, such as a string's hash).
public struct TokenFunction: Hashable, Sendable {
    public var name: String
    public var signature: String
    public var reason: String
    public var source: TokenSource

    public init(name: String, signature: String, reason: String, source: TokenSource) {
        self.name = name
        self.signature = signature
        self.reason = reason
        self.source = source
    }
}

public struct GradientToken: Hashable, Sendable {
    public var name: String
    public var gradient: LinearGradientValue?
    public var problem: String?
    public var source: TokenSource

    public init(name: String, gradient: LinearGradientValue?, problem: String? = nil, source: TokenSource) {
        self.name = name
        self.gradient = gradient
        self.problem = problem
        self.source = source
    }
}

public struct FontToken: Hashable, Sendable {
    public var name: String
    public var spec: FontSpec?
    public var problem: String?
    public var source: TokenSource

    public init(name: String, spec: FontSpec?, problem: String? = nil, source: TokenSource) {
        self.name = name
        self.spec = spec
        self.problem = problem
        self.source = source
    }
}

/// A static function returning a `Font` (`whoop(_ size:, weight:)`), shown
/// with its parameters and a sample evaluated from a call in the guide or
/// from its defaults.
public struct FontHelper: Hashable, Sendable {
    public var name: String
    /// "(_ size: CGFloat, weight: Font.Weight = .regular)".
    public var parameters: String
    /// The call the sample was evaluated for: "whoop(17)".
    public var sampleCall: String
    public var sample: FontSpec?
    public var problem: String?
    public var source: TokenSource

    public init(name: String, parameters: String, sampleCall: String, sample: FontSpec?, problem: String? = nil, source: TokenSource) {
        self.name = name
        self.parameters = parameters
        self.sampleCall = sampleCall
        self.sample = sample
        self.problem = problem
        self.source = source
    }
}
