import DesignModel

/// The SwiftUI environment as it flows down the tree: font, foreground and
/// tint styles, text settings, colour scheme.
public struct LayoutContext: Sendable {
    public var colorScheme: ColorScheme
    public var font = FontSpec(family: .system(.default), size: 17, textStyle: "body")
    public var fontWeight: Int?
    public var italic = false
    public var monospacedDigit = false
    /// nil: the primary label colour of the scheme.
    public var foreground: ShapeStyleValue?
    public var secondaryForeground: ShapeStyleValue?
    /// nil: the system accent colour.
    public var tint: ShapeStyleValue?
    public var tracking: Double = 0
    public var lineLimit: Int?
    public var lineSpacing: Double = 0
    public var textAlignment: TextAlignment = .leading
    public var textCase: TextCase?
    public var strikethrough: ColorValue??
    public var underline: ColorValue??
    /// Inside a button label of the default style: unstyled text takes the tint.
    public var isButtonLabel = false
    /// Inside a list's rows: navigation links get a chevron, pickers show
    /// their label, labels tint their icon.
    public var isListContent = false
    /// The system button style set for the buttons below (nil: none set).
    public var buttonStyle: SystemButtonStyle?
    /// Where the views below run from (`MirroredElement` draws a change of it).
    public var layoutDirection = LayoutDirection.leftToRight
    /// `.fontDesign(...)`: the design system fonts below are drawn in.
    public var fontDesign: FontSpec.Design?
    public var minimumScaleFactor = 1.0
    public var truncationMode: TruncationMode = .tail
    /// Text is drawn as placeholder blocks (`.redacted(reason: .placeholder)`).
    public var isRedacted = false
    /// `.containerShape(_:)`: what `ContainerRelativeShape`s below are (nil: a rectangle).
    public var containerShape: ShapeKind?
    /// Control styles, hidden labels and disabled controls below.
    public var controls = ControlEnvironment()
    /// Image scale, variants and rendering mode of SF Symbols below.
    public var symbols = SymbolEnvironment()

    public init(colorScheme: ColorScheme) {
        self.colorScheme = colorScheme
    }

    /// A shape as drawn here: `ContainerRelativeShape` is its container's shape.
    func resolved(_ shape: ShapeKind) -> ShapeKind {
        if case .containerRelative = shape { return containerShape ?? .rectangle }
        return shape
    }

    /// The environment below an environment modifier.
    func applying(_ modifier: EnvironmentModifier) -> LayoutContext {
        var inner = self
        switch modifier {
        case .font(let font): inner.font = font
        case .fontWeight(let weight): inner.fontWeight = weight
        case .italic: inner.italic = true
        case .monospacedDigit: inner.monospacedDigit = true
        case .foregroundStyle(let style, let secondary):
            inner.foreground = resolvedAgainstParent(style)
            inner.secondaryForeground = secondary.flatMap(resolvedAgainstParent)
        case .tint(let style): inner.tint = withoutReferences(style)
        case .tracking(let value): inner.tracking = value
        case .lineLimit(let limit): inner.lineLimit = limit
        case .lineSpacing(let value): inner.lineSpacing = value
        case .multilineTextAlignment(let alignment): inner.textAlignment = alignment
        case .textCase(let textCase): inner.textCase = textCase
        case .strikethrough(let color): inner.strikethrough = .some(color)
        case .underline(let color): inner.underline = .some(color)
        case .colorScheme(let scheme): inner.colorScheme = scheme
        case .buttonStyle(let style): inner.buttonStyle = style
        case .layoutDirection(let direction): inner.layoutDirection = direction
        case .fontDesign(let design): inner.fontDesign = design
        case .minimumScaleFactor(let factor): inner.minimumScaleFactor = factor
        case .truncationMode(let mode): inner.truncationMode = mode
        case .redacted(let redacted): inner.isRedacted = redacted
        case .containerShape(let shape): inner.containerShape = resolved(shape)
        case .controls(let setting): inner.controls.apply(setting)
        case .symbols(let setting): inner.symbols.apply(setting)
        }
        return inner
    }

    /// A new foreground style in terms of the one around it: `.secondary`
    /// under a custom foreground keeps the parent's style at the lower level,
    /// as SwiftUI's hierarchical styles do, and `.foreground` (also inside
    /// `.foreground.opacity(0.5)`) means the parent's style — resolved here,
    /// so the stored style never refers to itself.
    private func resolvedAgainstParent(_ style: ShapeStyleValue) -> ShapeStyleValue? {
        switch style {
        case .hierarchical(let level) where level > 0:
            guard let parent = foreground else { return style }
            return .opacity(parent, Self.levelOpacity[min(level, 3)])
        case .foreground:
            return foreground
        case .opacity(let inner, let amount):
            return .opacity(resolvedAgainstParent(inner) ?? .hierarchical(level: 0), amount)
        case .color, .linearGradient, .radialGradient, .angularGradient, .material, .hierarchical, .tint:
            return style
        }
    }

    /// The font text is set in, with `.fontWeight`, `.italic`,
    /// `.monospacedDigit` applied.
    public var resolvedFont: FontSpec {
        var font = self.font
        if let fontDesign, case .system = font.family { font.family = .system(fontDesign) }
        if let fontWeight { font.weight = fontWeight }
        if italic { font.italic = true }
        if monospacedDigit { font.monospacedDigit = true }
        return font
    }

    // MARK: - Styles to paint

    /// The system accent colour (iOS blue) unless a tint is set.
    static let accent = ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF))
    /// Label colours by hierarchy level: primary, secondary, tertiary, quaternary.
    static let labels: [ColorValue] = [
        ColorValue(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF)),
        ColorValue(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6)),
        ColorValue(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3)),
        ColorValue(light: RGBA(hex: 0x3C3C43, alpha: 0.18), dark: RGBA(hex: 0xEBEBF5, alpha: 0.16)),
    ]
    /// How much each hierarchy level keeps of a custom foreground.
    static let levelOpacity: [Double] = [1, 0.6, 0.3, 0.18]

    /// The paint of text and unfilled shapes here.
    public func foregroundPaint(in rect: Rect) -> Paint {
        if let foreground {
            if case .foreground = foreground {} else { return paint(foreground, in: rect) }
        }
        if isButtonLabel { return paint(tint ?? .color(Self.accent), in: rect) }
        return .color(Self.labels[0].resolved(for: colorScheme))
    }

    /// A shape style as paint for a shape or text occupying `rect`.
    public func paint(_ style: ShapeStyleValue, in rect: Rect) -> Paint {
        switch style {
        case .color(let color):
            return .color(color.resolved(for: colorScheme))
        case .linearGradient(let gradient):
            return .linearGradient(
                start: Point(x: rect.x + gradient.startPoint.x * rect.width, y: rect.y + gradient.startPoint.y * rect.height),
                end: Point(x: rect.x + gradient.endPoint.x * rect.width, y: rect.y + gradient.endPoint.y * rect.height),
                stops: stops(gradient.gradient)
            )
        case .radialGradient(let gradient):
            return .radialGradient(
                center: Point(x: rect.x + gradient.center.x * rect.width, y: rect.y + gradient.center.y * rect.height),
                startRadius: gradient.startRadius, endRadius: gradient.endRadius, stops: stops(gradient.gradient)
            )
        case .angularGradient(let gradient):
            return .angularGradient(
                center: Point(x: rect.x + gradient.center.x * rect.width, y: rect.y + gradient.center.y * rect.height),
                startAngle: gradient.startAngle, endAngle: gradient.endAngle, stops: stops(gradient.gradient)
            )
        case .material(let material):
            return .color(Self.materialTint(material, colorScheme))
        case .hierarchical(let level):
            let index = min(max(level, 0), 3)
            if level > 0, let secondaryForeground, !secondaryForeground.isHierarchical { return paint(secondaryForeground, in: rect) }
            // Levels of a custom foreground are that style, fainter; of the
            // default foreground, the system label colours.
            if let foreground, !foreground.isHierarchical {
                return paint(.opacity(foreground, Self.levelOpacity[index]), in: rect)
            }
            return .color(Self.labels[index].resolved(for: colorScheme))
        case .foreground:
            return foregroundPaint(in: rect)
        case .tint:
            return paint(tint ?? .color(Self.accent), in: rect)
        case .opacity(let inner, let amount):
            switch paint(inner, in: rect) {
            case .color(let color): return .color(color.multiplyingAlpha(amount))
            case .linearGradient(let start, let end, let stops): return .linearGradient(start: start, end: end, stops: faded(stops, amount))
            case .radialGradient(let center, let startRadius, let endRadius, let stops):
                return .radialGradient(center: center, startRadius: startRadius, endRadius: endRadius, stops: faded(stops, amount))
            case .angularGradient(let center, let startAngle, let endAngle, let stops):
                return .angularGradient(center: center, startAngle: startAngle, endAngle: endAngle, stops: faded(stops, amount))
            }
        }
    }

    /// A style with `.tint`, `.foreground` and hierarchical levels replaced
    /// by what they mean here. A tint is stored this way, so `.tint(.tint)`
    /// means the tint around it and no style can ever refer to itself.
    func withoutReferences(_ style: ShapeStyleValue) -> ShapeStyleValue {
        switch style {
        case .tint:
            return tint ?? .color(Self.accent)
        case .foreground:
            return foreground.map(withoutReferences) ?? .color(Self.labels[0])
        case .hierarchical(let level):
            let index = min(max(level, 0), 3)
            guard let foreground, !foreground.isHierarchical else { return .color(Self.labels[index]) }
            return .opacity(withoutReferences(foreground), Self.levelOpacity[index])
        case .opacity(let inner, let amount):
            return .opacity(withoutReferences(inner), amount)
        case .color, .linearGradient, .radialGradient, .angularGradient, .material:
            return style
        }
    }

    private func stops(_ gradient: Gradient) -> [GradientStop] {
        gradient.stops.map { GradientStop(offset: $0.location, color: $0.color.resolved(for: colorScheme)) }
    }

    private func faded(_ stops: [GradientStop], _ amount: Double) -> [GradientStop] {
        stops.map { GradientStop(offset: $0.offset, color: $0.color.multiplyingAlpha(amount)) }
    }

    /// The colour a material adds over its blurred backdrop (Apple's exact
    /// material parameters are not public; these follow the documented order
    /// from ultra-thin to ultra-thick).
    public static func materialTint(_ material: Material, _ scheme: ColorScheme) -> RGBA {
        let amounts: [Material: Double] = [.ultraThin: 0.18, .thin: 0.3, .regular: 0.45, .thick: 0.6, .ultraThick: 0.72, .bar: 0.8]
        let amount = amounts[material] ?? 0.45
        return scheme == .dark ? RGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: amount) : RGBA(red: 0.98, green: 0.98, blue: 0.98, alpha: amount)
    }

    /// How far a material blurs what is behind it, as a blur radius in
    /// points (thicker materials blur more; Apple does not publish them).
    public static func materialBlurRadius(_ material: Material) -> Double {
        let radii: [Material: Double] = [.ultraThin: 16, .thin: 20, .regular: 24, .thick: 28, .ultraThick: 32, .bar: 24]
        return radii[material] ?? 24
    }

    /// The default line colour of `Divider` and separators.
    var separator: RGBA { Self.separatorColor.resolved(for: colorScheme) }

    /// iOS's `systemFill`, the track of gauges, sliders and progress bars.
    static let fillColor = ColorValue(light: RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
                                      dark: RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))

    /// iOS's `separator` colour.
    static let separatorColor = ColorValue(light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
                                           dark: RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
}

extension ShapeStyleValue {
    var isHierarchical: Bool {
        switch self {
        case .hierarchical, .foreground: return true
        case .opacity(let inner, _): return inner.isHierarchical
        case .color, .linearGradient, .radialGradient, .angularGradient, .material, .tint: return false
        }
    }
}
