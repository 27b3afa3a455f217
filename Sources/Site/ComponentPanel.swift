import DesignModel
import HTML
import Interpreter

/// A component on its guide page: each state drawn on the guide's canvas at
/// 1x (2x on demand, without JavaScript), its preview arguments, what was
/// not drawn, and a link to the standalone SVG.
enum ComponentPanel {
    static func render(_ component: RenderedComponent, lineLabel: (Int) -> String = { "line \($0)" }) -> HTMLNode {
        let id = "component-\(component.fileStem)"
        return figure(.class("component", "status-\(component.status.rawValue)"), .id(id)) {
            figcaption(.class("component-header")) {
                code(.class("component-name")) { component.name }
                span(.class("status-badge", "status-\(component.status.rawValue)")) { statusText(component.status) }
                if let first = component.variants.first {
                    span(.class("component-size")) { "\(RGBA.trimmed(first.size.width)) × \(RGBA.trimmed(first.size.height)) pt" }
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
                label(.class("zoom-label"), .custom("for", "\(id)-zoom")) { "2×" }
                div(.class("variants")) {
                    for variant in component.variants {
                        div(.class("variant")) {
                            div(.class("canvas"), .style("--w: \(RGBA.trimmed(variant.size.width + 32))px; --h: \(RGBA.trimmed(variant.size.height + 32))px")) {
                                HTMLNode.trustedMarkup(variant.inlineSVG)
                            }
                            // One picture needs no name; states are told apart by theirs.
                            if component.variants.count > 1 { p(.class("variant-label")) { variant.label } }
                        }
                    }
                }
            }
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
                                visual ? " — visual, not drawn" : " — no picture (haptics, gestures, accessibility, timing)"
                            }
                        }
                    }
                }
            }
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
        }
    }

    /// Variant file names: `Name.svg`, then `Name--pressed.svg`, `Name--done-true.svg`.
    static func fileName(_ component: RenderedComponent, variantIndex: Int) -> String {
        guard variantIndex > 0 else { return component.fileName }
        return "\(component.fileStem)--\(Slug.make(component.variants[variantIndex].label)).svg"
    }
}
