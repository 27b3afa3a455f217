import DesignModel

/// `Slider` in iOS 17's look: a 4 pt capsule track across the width
/// offered, filled in the tint from its start to the value, the rest in
/// `systemFill`, under a 28 pt white knob with soft shadows whose centre
/// travels from 14 pt inside one end to 14 pt inside the other. The
/// minimum and maximum value labels sit at the ends; iOS does not draw the
/// slider's own label.
enum Sliders {
    static let knobDiameter = 28.0
    static let trackHeight = 4.0

    static func view(_ slider: SliderNode, in context: LayoutContext) -> ViewNode {
        let radius = knobDiameter / 2
        let fraction = min(max(slider.fraction, 0), 1)
        let track = ViewNode.fill(.capsule, .color(ControlColors.fill)).frame(height: trackHeight)
        // The knob's centre is `radius + fraction × (width − diameter)` from the
        // start: a view of `fraction` of (width − diameter), padded by the radius.
        let filled = ViewNode.color(.clear).frame(height: trackHeight)
            .containerRelativeWidth(fraction: fraction)
            .padding(EdgeInsets(top: 0, leading: radius, bottom: 0, trailing: 0))
            .background(.fill(.capsule, .tint))
            .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: radius))
        let knob = ViewNode.color(.clear).frame(height: knobDiameter)
            .containerRelativeWidth(fraction: fraction)
            .overlay(ViewNode.knob(diameter: knobDiameter).offset(x: knobDiameter), alignment: .trailing)
            .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: knobDiameter))
        let bar = ViewNode.zstack(alignment: .leading, [track, filled, knob])
            .frame(FrameSpec(maxWidth: .infinity, minHeight: knobDiameter))
        var row: [ViewNode] = []
        if let minimum = slider.minimumValueLabel { row.append(minimum) }
        row.append(bar)
        if let maximum = slider.maximumValueLabel { row.append(maximum) }
        return row.count == 1 ? bar : .hstack(spacing: 8, row)
    }
}
