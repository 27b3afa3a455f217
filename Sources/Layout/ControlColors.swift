import DesignModel

/// UIKit's dynamic system colours that iOS 17 draws its controls in, light
/// and dark, as UIKit defines them (`UIColor.systemGreen`,
/// `.tertiarySystemFill`...).
enum ControlColors {
    /// `systemGreen`: a switch that is on, unless a tint is set.
    static let systemRed = ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A))
    static let systemGreen = ColorValue(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158))
    /// The track of a switch that is off (opaque, so the knob's shadow reads on it).
    static let switchOffTrack = ColorValue(light: RGBA(hex: 0xE9E9EB), dark: RGBA(hex: 0x39393D))
    /// `systemFill`: slider and progress-bar tracks.
    static let fill = LayoutContext.fillColor
    /// `tertiarySystemFill`: the segmented control's, stepper's and date pill's background.
    static let tertiaryFill = ColorValue(light: RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
                                         dark: RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    /// The selected segment of a segmented control.
    static let selectedSegment = ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x636366))
    /// The hairlines between unselected segments.
    static let segmentSeparator = ColorValue(light: RGBA(red: 0, green: 0, blue: 20 / 255, alpha: 0.1),
                                             dark: RGBA(red: 234 / 255, green: 234 / 255, blue: 1, alpha: 0.16))
    /// `systemGray`: the activity indicator's spokes.
    static let systemGray = ColorValue(RGBA(hex: 0x8E8E93))
    /// `systemGray4`: an unchecked checkbox's border.
    static let systemGray4 = ColorValue(light: RGBA(hex: 0xD1D1D6), dark: RGBA(hex: 0x3A3A3C))
    /// `label`, `tertiaryLabel`.
    static let label = LayoutContext.labels[0]
    static let tertiaryLabel = LayoutContext.labels[2]
    /// `separator`.
    static let separator = LayoutContext.separatorColor
    /// `opaqueSeparator`: list separators.
    static let opaqueSeparator = ColorValue(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A))
    /// `systemBackground`: a screen's canvas, a plain list's.
    static let systemBackground = ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000))
    /// `systemBackground` raised (a sheet): white, and #1C1C1E in the dark.
    static let elevatedBackground = ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E))
    /// `systemGroupedBackground`: a grouped list's canvas.
    static let systemGroupedBackground = ColorValue(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x000000))
    /// `secondarySystemGroupedBackground`: a grouped list's cards.
    static let secondarySystemGroupedBackground = ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E))

    /// The knobs' two soft shadows (switch and slider), from Apple's iOS 17
    /// design resources: a tight one just below the knob and a wide one
    /// (applied in that order, so the wide one's region holds the tight one).
    static let knobShadows: [(color: ColorValue, radius: Double, y: Double)] = [
        (ColorValue(RGBA(hex: 0x000000, alpha: 0.06)), 1, 3),
        (ColorValue(RGBA(hex: 0x000000, alpha: 0.15)), 8, 3),
    ]
}

extension ViewNode {
    func shadow(_ color: ColorValue, radius: Double, x: Double = 0, y: Double = 0) -> ViewNode {
        modified(.effect(.shadow(color: color, radius: radius, x: x, y: y)))
    }

    func opacity(_ amount: Double) -> ViewNode { modified(.effect(.opacity(amount))) }

    func offset(x: Double = 0, y: Double = 0) -> ViewNode { modified(.layout(.offset(x: x, y: y))) }

    func rotation(degrees: Double) -> ViewNode { modified(.effect(.rotation(degrees: degrees, anchor: UnitPoint(x: 0.5, y: 0.5)))) }

    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        frame(FrameSpec(width: width, height: height, alignment: alignment))
    }

    func lineLimit(_ limit: Int?) -> ViewNode { modified(.environment(.lineLimit(limit))) }

    /// The knob of a switch or slider: a white circle with its two shadows.
    static func knob(diameter: Double) -> ViewNode {
        var knob = ViewNode.shape(ShapeView(shape: .circle, fill: .color(.white))).frame(width: diameter, height: diameter)
        for shadow in ControlColors.knobShadows { knob = knob.shadow(shadow.color, radius: shadow.radius, y: shadow.y) }
        return knob
    }

    static func hstack(spacing: Double? = nil, alignment: Alignment.Vertical = .center, _ children: [ViewNode]) -> ViewNode {
        .stack(StackNode(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: children))
    }

    static func vstack(spacing: Double? = nil, alignment: Alignment.Horizontal = .center, _ children: [ViewNode]) -> ViewNode {
        .stack(StackNode(kind: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: children))
    }

    static func zstack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        .stack(StackNode(kind: .depth, alignment: alignment, spacing: nil, children: children))
    }

    static func fill(_ kind: ShapeKind, _ style: ShapeStyleValue) -> ViewNode {
        .shape(ShapeView(shape: kind, fill: style))
    }

    static func text(_ string: String) -> ViewNode { .text(TextContent(string)) }

    static func symbol(_ name: String) -> ViewNode { .image(ImageContent(source: .systemSymbol(name))) }

    /// A form-style row: the label leading, the control trailing, filling the
    /// width offered (as iOS lays out a Toggle, Stepper or DatePicker).
    static func controlRow(label: ViewNode, control: ViewNode, labelsHidden: Bool) -> ViewNode {
        if labelsHidden { return control }
        return .hstack([label, .spacer(minLength: nil), control])
    }
}

extension FontSpec {
    /// The system font at a size and weight.
    static func system(_ size: Double, weight: Int = 400, textStyle: String? = nil) -> FontSpec {
        FontSpec(family: .system(.default), size: size, weight: weight, textStyle: textStyle)
    }
}
