import DesignModel

/// `Toggle` in iOS 17's looks. The default (`.switch`): the label leading
/// and a 51 × 31 pt switch trailing, filling the row. The track is
/// `systemGreen` when on (the tint, when one is set) and an opaque light
/// grey when off; the 27 pt white knob sits 2 pt inside the trailing end
/// when on, the leading end when off, with the knob's two soft shadows.
enum Toggles {
    static let switchSize = Size(width: 51, height: 31)
    static let knobDiameter = 27.0
    static let knobInset = 2.0

    static func view(_ toggle: ToggleNode, in context: LayoutContext) -> ViewNode {
        let labelsHidden = context.controls.labelsHidden
        switch context.controls.toggleStyle {
        case .automatic, .switch:
            return .controlRow(label: toggle.label, control: switchView(isOn: toggle.isOn, context: context), labelsHidden: labelsHidden)
        case .button:
            return button(toggle, context: context)
        case .checkbox:
            let box = checkbox(isOn: toggle.isOn)
            return labelsHidden ? box : .hstack(spacing: 6, [box, toggle.label])
        }
    }

    /// The switch alone.
    static func switchView(isOn: Bool, context: LayoutContext) -> ViewNode {
        let onFill = context.tint ?? .color(ControlColors.systemGreen)
        let track = ViewNode.fill(.capsule, isOn ? onFill : .color(ControlColors.switchOffTrack))
            .frame(width: switchSize.width, height: switchSize.height)
        let knob = ViewNode.knob(diameter: knobDiameter)
            .padding(EdgeInsets(all: knobInset))
        return track.overlay(knob, alignment: isOn ? .trailing : .leading)
    }

    /// `.toggleStyle(.button)`: a button whose label is tinted; when on it
    /// has the bordered button's tinted background.
    static func button(_ toggle: ToggleNode, context: LayoutContext) -> ViewNode {
        let padded = toggle.label
            .foregroundStyle(.tint)
            .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        guard toggle.isOn else { return padded }
        return padded.background(.fill(.capsule, .opacity(.tint, 0.15)))
    }

    /// `.toggleStyle(.checkbox)` (macOS's look): a 14 pt rounded square,
    /// tinted with a white check mark when on, bordered in grey when off.
    static func checkbox(isOn: Bool) -> ViewNode {
        let shape = ShapeKind.roundedRectangle(cornerRadius: 3.5, style: .continuous)
        guard isOn else {
            return ViewNode.shape(ShapeView(shape: shape, fill: .color(.white),
                                            stroke: .init(style: .color(ControlColors.systemGray4), lineWidth: 1, isBorder: true)))
                .frame(width: 14, height: 14)
        }
        let check = ViewNode.symbol("checkmark").font(.system(10, weight: 700)).foregroundStyle(.color(.white))
        return ViewNode.fill(shape, .tint).frame(width: 14, height: 14).overlay(check)
    }
}
