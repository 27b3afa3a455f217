import DesignModel
import Foundation

/// `Gauge` in iOS 17's looks. The default (`.linearCapacity`, and
/// `.accessoryLinearCapacity` much like it): the label, a 4 pt capsule
/// track filled to the value in the tint colour with the minimum and
/// maximum labels at its ends, and the current value label below.
/// `.accessoryLinear`: the track with a marker at the value.
/// `.accessoryCircularCapacity`: a closed 6 pt ring filled clockwise from
/// the top to the value, the current value in its centre.
/// `.accessoryCircular`: a ring open at the bottom (270°) with a marker at
/// the value, the current value in the centre and the minimum and maximum
/// labels in the opening. Rings are drawn from 3 o'clock and turned into
/// place, their paint with them: a gradient tint runs from the ring's start.
/// Markers are white dots with a dark hairline, whatever the tint.
enum Gauges {
    static let barHeight = 4.0
    static let ringDiameter = 58.0
    static let ringWidth = 6.0

    static func view(_ gauge: GaugeNode, in context: LayoutContext) -> ViewNode {
        switch context.controls.gaugeStyle {
        case .automatic, .linearCapacity, .accessoryLinearCapacity: return linear(gauge, marker: false)
        case .accessoryLinear: return linear(gauge, marker: true)
        case .accessoryCircularCapacity: return circularCapacity(gauge)
        case .accessoryCircular: return circular(gauge)
        }
    }

    private static let small = FontSpec.system(12, textStyle: "caption")

    private static func secondary(_ label: ViewNode) -> ViewNode {
        label.font(small).foregroundStyle(.hierarchical(level: 1))
    }

    static func linear(_ gauge: GaugeNode, marker: Bool) -> ViewNode {
        let track = ViewNode.fill(.capsule, .color(LayoutContext.fillColor)).frame(height: barHeight)
        let bar: ViewNode
        if marker {
            // The marker's centre travels the track's length, as a slider's knob does.
            let dot = Gauges.marker(diameter: 10)
            let place = ViewNode.color(.clear).frame(height: 10)
                .containerRelativeWidth(fraction: gauge.fraction)
                .overlay(dot.offset(x: 10), alignment: .trailing)
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 10))
            bar = ViewNode.zstack(alignment: .leading, [track.overlay(.fill(.capsule, .tint)), place])
        } else {
            let fill = ViewNode.fill(.capsule, .tint).frame(height: barHeight).containerRelativeWidth(fraction: gauge.fraction)
            bar = track.overlay(fill, alignment: .leading)
        }
        var barRow: [ViewNode] = []
        if let minimum = gauge.minimumValueLabel { barRow.append(secondary(minimum)) }
        barRow.append(bar.frame(FrameSpec(maxWidth: .infinity)))
        if let maximum = gauge.maximumValueLabel { barRow.append(secondary(maximum)) }
        var rows: [ViewNode] = [gauge.label, .hstack(spacing: 8, barRow)]
        if let current = gauge.currentValueLabel { rows.append(secondary(current)) }
        return ViewNode.vstack(spacing: 4, alignment: .leading, rows)
            .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
    }

    /// What a circular gauge shows in its centre: the current value, or the label.
    private static func centre(_ gauge: GaugeNode) -> ViewNode {
        (gauge.currentValueLabel ?? gauge.label).font(.system(15, weight: 600)).lineLimit(1)
    }

    private static func marker(diameter: Double) -> ViewNode {
        ViewNode.shape(ShapeView(shape: .circle, fill: .color(.white),
                                 stroke: .init(style: .color(ColorValue(RGBA(hex: 0x000000, alpha: 0.3))), lineWidth: 1, isBorder: true)))
            .frame(width: diameter, height: diameter)
    }

    private static func ring(trim: ClosedRange<Double>, style: ShapeStyleValue) -> ViewNode {
        .shape(ShapeView(shape: .circle, trim: trim, isFilled: false,
                         stroke: .init(style: style, lineWidth: ringWidth, lineCap: .round)))
    }

    static func circularCapacity(_ gauge: GaugeNode) -> ViewNode {
        let inset = ringWidth / 2
        let track = ring(trim: 0...1, style: .color(LayoutContext.fillColor))
        let fill = ring(trim: 0...gauge.fraction, style: .tint).rotation(degrees: -90)
        return ViewNode.zstack([track, fill]).padding(EdgeInsets(all: inset))
            .frame(width: ringDiameter, height: ringDiameter)
            .overlay(centre(gauge).padding(EdgeInsets(all: ringWidth + 2)))
    }

    static func circular(_ gauge: GaugeNode) -> ViewNode {
        let inset = ringWidth / 2
        let radius = ringDiameter / 2 - inset
        // The ring starts at the bottom left (135°, clockwise from three o'clock) and spans 270°.
        let track = ring(trim: 0...0.75, style: .tint).rotation(degrees: 135)
        let angle = (135 + 270 * gauge.fraction) * .pi / 180
        let marker = Gauges.marker(diameter: ringWidth + 2)
            .offset(x: radius * cos(angle), y: radius * sin(angle))
        var layers: [ViewNode] = [ViewNode.zstack([track]).padding(EdgeInsets(all: inset)), marker, centre(gauge)]
        // The minimum and maximum labels sit in the opening, under the ring's ends.
        for (label, side) in [(gauge.minimumValueLabel, -1.0), (gauge.maximumValueLabel, 1.0)] {
            guard let label else { continue }
            layers.append(label.font(.system(10, weight: 500))
                .modified(.layout(.fixedSize(horizontal: true, vertical: true)))
                .offset(x: side * radius * 0.62, y: radius * 0.82))
        }
        return ViewNode.zstack(layers).frame(width: ringDiameter, height: ringDiameter)
    }
}
