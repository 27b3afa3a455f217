import HTML

/// A guide's animations in plain words, each with its curve drawn and a
/// sample box that plays it: a checkbox styled as a button, so the box
/// moves with the animation's own CSS timing (a spring as `linear()`)
/// without JavaScript; with reduced motion asked for, it jumps.
enum MotionPanel {
    /// `name` is the panel's accessible name: a page has several panels,
    /// each a landmark of its own ("Motion of RecoveryRing"; by default, by
    /// the line of its first animation).
    static func render(_ uses: [MotionUse], title: String? = nil, name: String? = nil) -> HTMLNode {
        section(.class("motion-panel"), .aria("label", name ?? "Motion from line \(uses.first?.location.line ?? 0)")) {
            if let title { heading(4, .class("motion-title")) { title } }
            p(.class("panel-note")) {
                Plural.count(uses.count, "animation") + " · Play moves a box with each one's timing"
                span(.class("reduced-motion-note")) { " · reduced motion is on, so the box jumps to where it ends" }
            }
            ol(.class("motion-list")) {
                for use in uses { item(use) }
            }
        }
    }

    private static func item(_ use: MotionUse) -> HTMLNode {
        let animation = use.animation
        let id = "motion-\(use.location.line)-\(use.location.column)"
        let repeats = animation.repeatCount.map { $0 == AnimationSpec.forever ? "infinite" : String($0) }
        let style = "--motion-easing: \(animation.cssEasing); --motion-duration: \(AnimationSpec.number(animation.runDuration))s; "
            + "--motion-delay: \(AnimationSpec.number(animation.delay))s; --motion-iterations: \(repeats ?? "1"); "
            + "--motion-direction: \(animation.autoreverses ? "alternate" : "normal")"
        return li(.class("motion"), .id(id)) {
            div(.class("motion-text")) {
                p(.class("motion-name")) {
                    strong { use.label ?? triggerText(use.trigger) }
                    if use.onAppear { span(.class("motion-badge")) { "on appear" } }
                }
                p(.class("motion-words")) { animation.words + "." }
                p(.class("motion-source")) {
                    code { animation.source }
                    if use.label != nil, case let text = triggerText(use.trigger), !text.isEmpty { " · \(text)" }
                    " · "
                    small(.class("source-line")) { "line \(use.location.line)" }
                }
            }
            curve(animation)
            div(.class("motion-demo"), .style(style)) {
                input(.type("checkbox"), .class("motion-toggle"), .id("\(id)-play"), repeats == nil ? nil : .data("repeats", "true"))
                label(.class("motion-play"), .custom("for", "\(id)-play")) {
                    span(.class("when-off")) { "Play" }
                    span(.class("when-on")) { repeats == nil ? "Play back" : "Stop" }
                }
                div(.class("motion-stage"), .aria("hidden", "true")) { span(.class("motion-box")) }
            }
        }
    }

    static func triggerText(_ trigger: MotionUse.Trigger) -> String {
        switch trigger {
        case .stateChange(let changes): changes.isEmpty ? "withAnimation" : "when \(changes)"
        case .valueChange(let value): "when \(value) changes"
        case .declared(let name): name.map { "\($0)" } ?? "animation"
        }
    }

    /// The progress over time, as a small chart: time across, progress up
    /// (a spring's overshoot above the line at 1).
    static func curve(_ animation: AnimationSpec) -> HTMLNode {
        let samples = animation.samples(count: 60)
        let low = min(samples.min() ?? 0, 0), high = max(samples.max() ?? 1, 1)
        let width = 120.0, height = 56.0, inset = 4.0
        func y(_ value: Double) -> Double { inset + (high - value) / (high - low) * (height - 2 * inset) }
        let points = samples.enumerated().map { index, value in
            "\(SVGNumber.format(Double(index) / Double(samples.count - 1) * width)) \(SVGNumber.format(y(value)))"
        }
        return SVG.svg(width: width, height: height, viewBox: "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))", .class("motion-curve"),
                       .role("img"), .aria("label", "progress over time")) {
            SVG.path("M0 \(SVGNumber.format(y(1)))H\(SVGNumber.format(width))", .class("motion-rest"))
            SVG.path("M" + points.joined(separator: "L"), .class("motion-line"))
        }
    }
}
