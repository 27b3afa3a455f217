import DesignModel

/// `ProgressView` in iOS 17's looks. Determinate (or `.linear`): a 4 pt
/// capsule bar across the width offered, `systemFill` filled in the tint
/// to the value, the label above it and the current value label below in
/// the secondary colour. Indeterminate (or `.circular`, which iOS always
/// draws indeterminate): the 20 pt activity indicator, eight rounded spokes
/// fading round the circle, grey unless a tint is set, its label below.
enum ProgressViews {
    static let barHeight = 4.0
    static let spinnerSize = 20.0

    static func view(_ progress: ProgressViewNode, in context: LayoutContext) -> ViewNode {
        let linear: Bool
        switch context.controls.progressViewStyle {
        case .automatic: linear = progress.fraction != nil
        case .linear: linear = true
        case .circular: linear = false
        }
        return linear ? bar(progress) : spinner(progress, tint: context.tint)
    }

    static func bar(_ progress: ProgressViewNode) -> ViewNode {
        let track = ViewNode.fill(.capsule, .color(ControlColors.fill)).frame(height: barHeight)
        var bar = track
        if let fraction = progress.fraction {
            let fill = ViewNode.fill(.capsule, .tint).frame(height: barHeight).containerRelativeWidth(fraction: min(max(fraction, 0), 1))
            bar = track.overlay(fill, alignment: .leading)
        }
        var rows: [ViewNode] = []
        if let label = progress.label { rows.append(label) }
        rows.append(bar.frame(FrameSpec(maxWidth: .infinity)))
        if let current = progress.currentValueLabel {
            rows.append(current.font(.system(12, textStyle: "caption")).foregroundStyle(.hierarchical(level: 1)))
        }
        return ViewNode.vstack(spacing: 4, alignment: .leading, rows)
            .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
    }

    /// `UIActivityIndicatorView.Style.medium`: eight 2.5 × 5.5 pt spokes
    /// between radii 4 and 9.5, the one at twelve o'clock opaque and each
    /// one before it (anticlockwise) fainter, as the spinner is caught mid-turn.
    static func spinner(_ progress: ProgressViewNode, tint: ShapeStyleValue?) -> ViewNode {
        let color = tint ?? .color(ControlColors.systemGray)
        let (width, length, outer) = (2.5, 5.5, 9.5)
        let spokes: [ViewNode] = (0..<8).map { index in
            ViewNode.fill(.capsule, color)
                .frame(width: width, height: length)
                .offset(y: -(outer - length / 2))
                .frame(width: spinnerSize, height: spinnerSize)
                .rotation(degrees: Double(-45 * index))
                .opacity(1 - 0.1 * Double(index))
        }
        let spinner = ViewNode.zstack(spokes).frame(width: spinnerSize, height: spinnerSize)
        guard let label = progress.label else { return spinner }
        return .vstack(spacing: 8, [spinner, label.foregroundStyle(.hierarchical(level: 1))])
    }
}
