import DesignModel

/// `Stepper` in iOS 17's look: the label leading and a 94 × 32 pt control
/// trailing, a `tertiarySystemFill` rounded rectangle (8 pt corners) split
/// into two halves by a 1 × 18 pt separator, a minus and a plus (14 × 2 pt
/// strokes) in the label colour; a half that cannot act any more (the value
/// at an end of its range) draws its glyph in the tertiary label colour.
enum Steppers {
    static let size = Size(width: 94, height: 32)
    static let glyphLength = 14.0
    static let glyphThickness = 2.0

    static func view(_ stepper: StepperNode, in context: LayoutContext) -> ViewNode {
        .controlRow(label: stepper.label, control: control(stepper), labelsHidden: context.controls.labelsHidden)
    }

    static func control(_ stepper: StepperNode) -> ViewNode {
        let half = (size.width - 1) / 2
        let minus = glyph(plus: false, enabled: stepper.canDecrement).frame(width: half, height: size.height)
        let plus = glyph(plus: true, enabled: stepper.canIncrement).frame(width: half, height: size.height)
        let separator = ViewNode.fill(.rectangle, .color(ControlColors.separator)).frame(width: 1, height: 18)
        return ViewNode.hstack(spacing: 0, [minus, separator, plus])
            .background(.fill(.roundedRectangle(cornerRadius: 8, style: .continuous), .color(ControlColors.tertiaryFill)))
    }

    private static func glyph(plus: Bool, enabled: Bool) -> ViewNode {
        let color = ShapeStyleValue.color(enabled ? ControlColors.label : ControlColors.tertiaryLabel)
        let bar = ViewNode.fill(.capsule, color)
        let horizontal = bar.frame(width: glyphLength, height: glyphThickness)
        guard plus else { return horizontal }
        return .zstack([horizontal, bar.frame(width: glyphThickness, height: glyphLength)])
    }
}
