import DesignModel
import HTML
import Interpreter

/// A component on its guide page: each state drawn on the guide's canvas at
/// 1x (2x on demand, without JavaScript), its preview arguments, what was
/// not drawn, and a link to the standalone SVG.
enum ComponentPanel {
    /// A size as a designer reads it: to a tenth of a point (50.102 is 50.1).
    static func designerPoints(_ value: Double) -> String {
        RGBA.trimmed((value * 10).rounded() / 10)
    }

    static func render(_ component: RenderedComponent, motions: [MotionUse] = [], lineLabel: (Int) -> String = { "line \($0)" }) -> HTMLNode {
        let id = "component-\(component.fileStem)"
        return figure(.class("component", "status-\(component.status.rawValue)"), .id(id)) {
            figcaption(.class("component-header")) {
                code(.class("component-name")) { component.name }
                span(.class("status-badge", "status-\(component.status.rawValue)")) { statusText(component.status) }
                if let first = component.variants.first {
                    span(.class("component-size")) { "\(designerPoints(first.size.width)) × \(designerPoints(first.size.height)) pt" }
                    a(.class("component-svg"), .href("components/\(component.fileName)")) { "SVG" }
                }
                small(.class("source-line")) { lineLabel(component.location.line) }
            }
            if let frame = component.callSiteFrame {
                p(.class("component-note")) {
                    "Drawn in the frame the guide gives it (\(lineLabel(frame.line))): "
                    code { ".frame(" + [frame.width.map { "width: \(RGBA.trimmed($0))" }, frame.height.map { "height: \(RGBA.trimmed($0))" }].compactMap { $0 }.joined(separator: ", ") + ")" }
                }
            }
            if let failure = component.failure {
                p(.class("problem")) { "Not drawn: \(failure.message)\(failure.location.map { " (line \($0.line))" } ?? "")" }
            }
            if !component.variants.isEmpty {
                input(.type("checkbox"), .class("zoom-toggle"), .id("\(id)-zoom"))
                label(.class("zoom-label"), .custom("for", "\(id)-zoom"), .title("Show at twice the size")) {
                    span(.aria("hidden", "true")) { "2×" }
                    span(.class("visually-hidden")) { "Zoom \(component.name) to twice its size" }
                }
                variants(component.variants, scheme: component.otherScheme == nil ? nil : component.colorScheme, appear: component.appear)
                if let other = component.otherScheme { variants(other.variants, scheme: other.scheme, appear: nil) }
            }
            if !motions.isEmpty { MotionPanel.render(motions, title: "Motion", name: "Motion of \(component.name)") }
            if !component.arguments.isEmpty {
                details(.class("preview-arguments")) {
                    summary { "Preview arguments (\(component.arguments.count))" }
                    table {
                        thead { tr { th { "Property" }; th { "Value" }; th { "From" } } }
                        tbody {
                            for argument in component.arguments {
                                tr {
                                    td { code { argument.name }; small { " \(argument.type)" } }
                                    td { code { argument.display } }
                                    td { sourceDescription(argument.source, lineLabel: lineLabel) }
                                }
                            }
                        }
                    }
                }
            }
            if !component.standIns.isEmpty {
                p(.class("component-note")) {
                    "Notes on this picture: "
                    for (index, standIn) in component.standIns.enumerated() {
                        if index > 0 { "; " }
                        standIn.name
                    }
                    "."
                }
            }
            if !component.unsupported.isEmpty {
                details(.class("unsupported")) {
                    summary { "Not in the picture (\(component.unsupported.count))" }
                    ul {
                        for name in component.unsupported {
                            let visual = component.notDrawn.contains { $0.name == name }
                            li(.class(visual ? "not-drawn" : "no-picture")) {
                                code { name }
                                visual ? " — visual, not drawn"
                                    : name == "animation" && !motions.isEmpty ? " — timing, played under Motion"
                                    : " — no picture (haptics, gestures, accessibility, timing)"
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each state's picture; tagged with its scheme when the page can show either.
    /// The default state's canvas also holds the first frame of what it
    /// animates on appear, for `site.js` to play (and replay).
    private static func variants(_ variants: [RenderedComponent.Variant], scheme: ColorScheme?,
                                 appear: RenderedComponent.AppearAnimation?) -> HTMLNode {
        div(.class("variants"), scheme.map { .data("scheme", $0.rawValue) }) {
            for (index, variant) in variants.enumerated() {
                let playing = index == 0 ? appear : nil
                div(.class("variant")) {
                    div(playing == nil ? .class("canvas") : .class("canvas", "appears"),
                        .style("--w: \(RGBA.trimmed(variant.size.width + 32))px; --h: \(RGBA.trimmed(variant.size.height + 32))px"),
                        playing.map(AppearAttributes.samples),
                        playing.map { .data("appear-duration", AnimationSpec.number($0.animation.runDuration)) },
                        playing.map { .data("appear-delay", AnimationSpec.number($0.animation.delay)) },
                        playing.map(AppearAttributes.repeats), playing.map { .data("appear-autoreverses", $0.animation.autoreverses ? "true" : "false") },
                        playing.map { .title("Plays as on appear: \($0.animation.words)") }) {
                        HTMLNode.trustedMarkup(variant.inlineSVG)
                        if let playing {
                            HTMLNode.element("template", [.class("appear-first")], children: [.trustedMarkup(playing.firstFrameSVG)])
                        }
                    }
                    if playing != nil { button(.type("button"), .class("appear-replay"), .flag("hidden")) { "Replay" } }
                    // One picture needs no name; states are told apart by theirs.
                    if variants.count > 1 { p(.class("variant-label")) { variant.label } }
                }
            }
        }
    }

    private enum AppearAttributes {
        /// The easing as 49 evenly spaced values of its progress (a spring's overshoot included).
        static func samples(_ appear: RenderedComponent.AppearAnimation) -> HTMLAttribute {
            .data("appear-samples", appear.animation.samples(count: 48).map { AnimationSpec.number($0, places: 4) }.joined(separator: " "))
        }

        static func repeats(_ appear: RenderedComponent.AppearAnimation) -> HTMLAttribute {
            .data("appear-repeat", appear.animation.repeatCount.map { $0 == AnimationSpec.forever ? "forever" : String($0) } ?? "once")
        }
    }

    static func statusText(_ status: RenderedComponent.Status) -> String {
        switch status {
        case .rendered: "rendered"
        case .partial: "partial"
        case .failed: "not drawn"
        }
    }

    static func sourceDescription(_ source: PreviewArgument.Source, lineLabel: (Int) -> String = { "line \($0)" }) -> String {
        switch source {
        case .callSite(let line): "call in the guide, \(lineLabel(line))"
        case .comment(let comment): "comment: // \(comment)"
        case .sample: "sample by type and name"
        case .noOp: "closure, not called"
        case .builtBy(let component): "as \(component) builds it"
        }
    }

    /// Variant file names: `Name.svg`, then `Name--pressed.svg`, `Name--done-true.svg`.
    static func fileName(_ component: RenderedComponent, variantIndex: Int) -> String {
        guard variantIndex > 0 else { return component.fileName }
        return "\(component.fileStem)--\(Slug.make(component.variants[variantIndex].label)).svg"
    }
}
