import SwiftSemantics
import DesignModel
import Diagnostics
import HTML
import Interpreter
import Layout
import Rendering
import SwiftSyntax
import TextShaping

/// A component drawn: each state as SVG, with what its preview used and
/// what its code asked for that the picture does not show.
struct RenderedComponent: Sendable {
    enum Status: String, Sendable {
        /// Everything visual was drawn.
        case rendered
        /// Drawn, but something visual was skipped or approximated.
        case partial
        /// Could not be built; the reason is in `failure`.
        case failed
    }

    struct Variant: Sendable {
        var label: String
        var size: Size
        /// The SVG for the page (fonts from the page's style sheet).
        var inlineSVG: String
        /// The SVG as a file (fonts embedded as @font-face rules).
        var fileSVG: String
    }

    var name: String
    var location: FileLocation
    var arguments: [PreviewArgument]
    var variants: [Variant]
    var status: Status
    /// Names of what was not drawn: visual ones first, then the ones with no picture.
    var unsupported: [String]
    var notDrawn: [ComponentIssue]
    var failure: EvaluationError?
    var colorScheme: ColorScheme
    /// The frame a call in the guide gives it, which the picture uses.
    var callSiteFrame: CallSiteFrame?
    /// The SF Symbols its pictures draw.
    var symbols: [BuildReport.SymbolUse] = []
    /// What it is drawn with in place of content the inputs do not carry.
    var standIns: [ComponentIssue] = []
    /// The same states drawn in the other colour scheme, for the page's
    /// scheme toggle: when the guide defines light and dark values or the
    /// component reads the scheme.
    var otherScheme: SchemeDrawing?

    struct SchemeDrawing: Sendable {
        var scheme: ColorScheme
        var variants: [Variant]
    }

    /// What it animates when it appears: the picture before its `onAppear`
    /// runs (the default state's first frame) and the animation to play
    /// from there to the default picture.
    var appear: AppearAnimation?

    struct AppearAnimation: Sendable {
        var animation: AnimationSpec
        var firstFrameSVG: String
    }

    /// The component's name, safe as a file name (`Slug.componentFile`),
    /// made unique in its guide by `ComponentGallery`.
    var fileStem = ""
    var fileName: String { "\(fileStem).svg" }

    /// What keeps it from `rendered`: why it failed, or what its picture
    /// does not show or gets wrong.
    var blockers: [String] {
        if let failure { return [failure.message] }
        var seen: Set<String> = []
        return notDrawn.map(\.name).filter { seen.insert($0).inserted }
    }
}

/// Draws every View struct of a guide: interpreter -> layout -> SVG.
struct ComponentGallery {
    let slug: String
    let canvases: Canvases
    let layout: LayoutEngine
    let catalog: FontCatalog

    init(slug: String, tokens: DesignTokens, fonts: FontLibrary) {
        self.slug = slug
        self.canvases = Canvases(tokens: tokens)
        self.layout = LayoutEngine(measurer: TextMeasurer(library: fonts))
        self.catalog = fonts.catalog
    }

    /// `willDraw` hears each component's name before it is previewed.
    /// `bothSchemes`: the guide defines light and dark values, so every
    /// component is drawn in both.
    func render(_ declarations: DeclarationTable, bothSchemes: Bool = false, willDraw: (String) -> Void = { _ in }) -> [RenderedComponent] {
        let interpreter = Interpreter(table: declarations)
        let previewer = ComponentPreviewer(interpreter: interpreter)
        var stems: Set<String> = []
        let types = previewer.components
        var drawings = types.map { type in
            willDraw(type.qualifiedName)
            return draw(type, previewer: previewer, bothSchemes: bothSchemes)
        }
        // A component whose own preview draws nothing (a model with no data
        // yet, degenerate samples) is drawn as another component's preview
        // built it, with the guide's own data, when that draws something.
        // After all are drawn: the builder may come later in the guide.
        var builtBy: [String: BuiltElsewhere] = [:]
        for index in types.indices where drawings[index].blank {
            for built in interpreter.builtElsewhere[types[index].qualifiedName] ?? [] {
                let again = draw(types[index], previewer: previewer, bothSchemes: bothSchemes, builtElsewhere: built)
                guard !again.blank else { continue }
                (drawings[index], builtBy[types[index].qualifiedName]) = (again, built)
                break
            }
        }
        return zip(types, drawings).map { type, drawing -> RenderedComponent in
            var component = drawing.component
            // Two names that read the same as files (`A-B`, `` `A B` ``) get `-2`...
            var stem = Slug.componentFile(component.name), suffix = 2
            while stems.contains(stem.lowercased()) { stem = "\(Slug.componentFile(component.name))-\(suffix)"; suffix += 1 }
            stems.insert(stem.lowercased())
            component.fileStem = stem
            component.appear = appearAnimation(of: type, drawn: component, previewer: previewer, builtElsewhere: builtBy[type.qualifiedName])
            return component
        }
    }

    /// In the guide's scheme; in the other one when its text only reads
    /// there; in both when the page can show either.
    /// `blank`: its picture is empty.
    private func draw(_ type: TypeDeclaration, previewer: ComponentPreviewer, bothSchemes: Bool,
                      builtElsewhere: BuiltElsewhere? = nil) -> (component: RenderedComponent, blank: Bool) {
        let preferred = canvases.preferred
        let other: ColorScheme = preferred == .dark ? .light : .dark
        let wantsBoth = bothSchemes || Self.readsColorScheme(type)
        let first = drawn(type, previewer: previewer, scheme: preferred, schemeInIDs: wantsBoth, builtElsewhere: builtElsewhere)
        let drawsBoth = first.component.failure == nil && wantsBoth
        guard first.unreadableText > 0 || drawsBoth, first.component.failure == nil else { return (first.component, first.blank) }
        let second = drawn(type, previewer: previewer, scheme: other, schemeInIDs: wantsBoth, builtElsewhere: builtElsewhere)
        var (chosen, alternate) = second.unreadableText < first.unreadableText && second.component.failure == nil
            ? (second.component, first.component) : (first.component, second.component)
        if drawsBoth, alternate.failure == nil, !alternate.variants.isEmpty {
            chosen.otherScheme = RenderedComponent.SchemeDrawing(scheme: alternate.colorScheme, variants: alternate.variants)
        }
        return (chosen, false)
    }

    /// One component in one scheme; drawn as it starts when its appear
    /// animation ends with nothing to see (a burst that fades out), which
    /// is what SwiftUI shows first.
    private func drawn(_ type: TypeDeclaration, previewer: ComponentPreviewer, scheme: ColorScheme, schemeInIDs: Bool,
                       builtElsewhere: BuiltElsewhere?) -> (component: RenderedComponent, unreadableText: Int, blank: Bool) {
        let preview = previewer.preview(type, colorScheme: scheme, builtElsewhere: builtElsewhere)
        let first = render(preview, previewer: previewer, scheme: scheme, schemeInIDs: schemeInIDs)
        guard first.isBlank, preview.changedOnAppear else { return (first.component, first.unreadableText, first.isBlank) }
        var start = previewer.preview(type, colorScheme: scheme, appearing: false, builtElsewhere: builtElsewhere)
        start.issues.append(ComponentIssue(name: "drawn as it starts: its appear animation ends with nothing to see", kind: .firstFrame,
                                           location: type.location))
        let atStart = render(start, previewer: previewer, scheme: scheme, schemeInIDs: schemeInIDs)
        return atStart.isBlank ? (first.component, first.unreadableText, true) : (atStart.component, atStart.unreadableText, false)
    }
    /// The first frame of what the component animates on appear, when its
    /// code animates then and that frame differs from the picture.
    private func appearAnimation(of type: TypeDeclaration, drawn component: RenderedComponent,
                                 previewer: ComponentPreviewer, builtElsewhere: BuiltElsewhere?) -> RenderedComponent.AppearAnimation? {
        guard component.failure == nil, let picture = component.variants.first, let source = type.source, let declaration = type.declaration,
              let animation = MotionExtractor.appearAnimation(in: source, declaration: Syntax(declaration)),
              case let start = previewer.preview(type, colorScheme: component.colorScheme, appearing: false, builtElsewhere: builtElsewhere),
              start.failure == nil,
              let variant = start.variants.first else { return nil }
        var ignored: [ComponentIssue] = []
        let laidOut = layOut(variant, framed: { Self.framed($0, component.callSiteFrame) }, previewer: previewer, scheme: component.colorScheme,
                             issues: &ignored, location: type.location)
        let prefix = "\(slug)-\(component.name)-first"
        let renderer = SVGRenderer(idPrefix: prefix, background: canvases.color(for: component.colorScheme), title: component.name, catalog: catalog)
        let svg = renderer.documents(laidOut).inline.render()
        // The same picture: nothing visible moves.
        guard laidOut.size == picture.size ? svg.replacingOccurrences(of: prefix, with: "") != picture.inlineSVG.replacingOccurrences(
            of: "\(slug)-\(component.name)-0", with: "") : true else { return nil }
        return RenderedComponent.AppearAnimation(animation: animation, firstFrameSVG: svg)
    }

    /// A build of a component with the frame a call elsewhere in the guide gives it.
    private static func framed(_ view: ViewNode, _ frame: CallSiteFrame?) -> ViewNode {
        guard let frame else { return view }
        return .modified(view, .layout(.frame(FrameSpec(width: frame.width, height: frame.height))))
    }

    /// Whether a view reads `@Environment(\.colorScheme)`: its picture may differ by scheme whatever its colours.
    static func readsColorScheme(_ type: TypeDeclaration) -> Bool {
        type.members.storedInstanceProperties.contains { $0.attributes.environmentKey == "colorScheme" }
    }

    /// The most times a component is laid out to evaluate its sized content:
    /// a GeometryReader inside a GeometryReader needs one pass per level.
    static let maximumLayoutPasses = 8

    /// The most times a drawing is built again because layout changed its
    /// state (`onPreferenceChange`, GeometryReader content storing its size):
    /// state that keeps changing (a view that grows each time it is measured)
    /// is drawn as it is then, and said.
    static let maximumSettlingBuilds = 4

    /// Lays a drawing out as SwiftUI settles it: its sized content evaluated
    /// for the sizes layout asks for, then its `onPreferenceChange`s handed
    /// what layout found, and built and laid out again while that changes
    /// its state. `framed` adds what the page puts around every build (the
    /// call site's frame).
    private func layOut(_ variant: ComponentVariant, framed: (ViewNode) -> ViewNode, previewer: ComponentPreviewer,
                        scheme colorScheme: ColorScheme, issues: inout [ComponentIssue], location: FileLocation) -> RenderedView {
        var result = layOut(framed(variant.view), previewer: previewer, scheme: colorScheme, issues: &issues)
        var builds = 0
        while true {
            let settled = previewer.settle(variant, readings: result.preferences)
            issues += settled.issues
            guard let view = settled.view else { break }
            guard builds < Self.maximumSettlingBuilds else {
                issues.append(ComponentIssue(name: "the settled state (still changing after \(Self.maximumSettlingBuilds) layouts, set by onPreferenceChange, "
                                             + "onChange or GeometryReader content; drawn as it is then)", kind: .notDrawn, location: location))
                break
            }
            builds += 1
            result = layOut(framed(view), previewer: previewer, scheme: colorScheme, issues: &issues)
        }
        return result.view
    }

    /// Lays a view out, having the interpreter evaluate the sized content
    /// (GeometryReader content, custom shapes' paths) each pass asks for.
    private func layOut(_ view: ViewNode, previewer: ComponentPreviewer, scheme colorScheme: ColorScheme,
                        issues: inout [ComponentIssue]) -> ComponentLayout {
        var content = SizedContent()
        var result = layout.layoutComponent(view, colorScheme: colorScheme, content: content)
        for _ in 1..<Self.maximumLayoutPasses where !result.pending.isEmpty {
            let resolved = previewer.resolve(result.pending)
            content.merge(resolved.content)
            issues += resolved.issues
            result = layout.layoutComponent(view, colorScheme: colorScheme, content: content)
        }
        if !result.pending.isEmpty {
            result.view.problems.append("GeometryReaders nest more than \(Self.maximumLayoutPasses) levels deep; the deepest are not drawn")
        }
        return result
    }

    /// One component drawn in one colour scheme, on that scheme's canvas,
    /// with how many of its texts do not stand out from what is behind them.
    /// `schemeInIDs`: both schemes go on the page, so their SVG ids must differ.
    private func render(_ preview: ComponentPreview, previewer: ComponentPreviewer, scheme colorScheme: ColorScheme,
                        schemeInIDs: Bool) -> (component: RenderedComponent, unreadableText: Int, isBlank: Bool) {
        let canvas = canvases.color(for: colorScheme)
        var unreadableText = 0
        var variants: [RenderedComponent.Variant] = []
        var pictures: [RenderedView] = []
        var issues = preview.issues
        var blank = false
        for (index, variant) in preview.variants.enumerated() {
            let laidOut = layOut(variant, framed: { Self.framed($0, preview.callSiteFrame) }, previewer: previewer, scheme: colorScheme,
                                 issues: &issues, location: preview.location)
            // The same picture under another state name adds nothing.
            guard !pictures.contains(laidOut) else { continue }
            pictures.append(laidOut)
            let check = PictureCheck.problems(in: laidOut, canvas: canvas)
            if check.isBlank, index == 0 { blank = true }
            unreadableText += check.unreadableText
            for finding in check.findings { issues.append(ComponentIssue(name: finding, kind: .adjusted, location: preview.location)) }
            let title = index == 0 ? preview.name : "\(preview.name), \(variant.label)"
            // Ids stay unique on a page that shows both schemes.
            let idPrefix = "\(slug)-\(preview.name)-\(variants.count)" + (schemeInIDs ? "-\(colorScheme.rawValue)" : "")
            let renderer = SVGRenderer(idPrefix: idPrefix, background: canvas, title: title,
                                       fontURLPrefix: "../../assets/fonts/", catalog: catalog)
            let documents = renderer.renderedDocuments(laidOut)
            variants.append(RenderedComponent.Variant(
                label: variant.label, size: laidOut.size, inlineSVG: documents.inline, fileSVG: documents.standalone
            ))
        }
        // Each issue once, however many states and layout passes noted it.
        var seen: Set<ComponentIssue> = []
        issues = issues.filter { seen.insert($0).inserted }
        // What layout left out is the component's too, at its declaration.
        for problem in Set(pictures.flatMap(\.problems)).sorted() {
            issues.append(ComponentIssue(name: problem, kind: .adjusted, location: preview.location))
        }
        // A symbol nothing stands in for is a marked placeholder, not the symbol.
        let symbols = BuildReport.SymbolUse.counted(in: pictures)
        for symbol in symbols where symbol.icon == nil {
            issues.append(ComponentIssue(name: "SF Symbol '\(symbol.name)' has no stand-in icon and is drawn as a marked placeholder",
                                         kind: .adjusted, location: preview.location))
        }
        // Drawn from numbers sitegen had to replace: not what the code asks for.
        // Stand-ins (asset colours) are said, as images are, but do not block.
        let standIns = issues.filter { $0.kind == .standIn || $0.kind == .firstFrame }
        let notDrawn = issues.filter { $0.kind != .noPicture && $0.kind != .standIn && $0.kind != .firstFrame }
        let visual = Set(notDrawn.map(\.name))
        let withoutPicture = Set(issues.filter { $0.kind == .noPicture }.map(\.name)).subtracting(visual)
        let names = visual.sorted() + withoutPicture.sorted()
        // A picture with nothing in it is no picture: failed, with the reason.
        var failure = preview.failure
        if failure == nil, blank {
            // Said apart: the code itself draws nothing on iOS (`ZStack {}`,
            // content only compiled for watchOS), which no engine fix can draw.
            var reasons = notDrawn.map(\.name)
            if preview.variants.first?.view.holdsNoView == true {
                reasons.insert("its body holds no view that draws on iOS: empty containers only", at: 0)
            }
            failure = EvaluationError("its picture is empty" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"), at: preview.location)
        }
        let status: RenderedComponent.Status = failure != nil || variants.isEmpty ? .failed : notDrawn.isEmpty ? .rendered : .partial
        let component = RenderedComponent(name: preview.name, location: preview.location, arguments: preview.arguments, variants: variants,
                                          status: status, unsupported: names, notDrawn: notDrawn, failure: failure, colorScheme: colorScheme,
                                          callSiteFrame: preview.callSiteFrame, symbols: symbols, standIns: standIns)
        return (component, unreadableText, blank)
    }

    /// Diagnostics for the build: a component that failed, and visual
    /// features that were not drawn.
    static func diagnostics(for components: [RenderedComponent]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for component in components {
            if let failure = component.failure {
                diagnostics.append(.warning("component '\(component.name)' could not be drawn: \(failure.message)", at: failure.location ?? component.location))
            }
            var reported: Set<String> = []
            for issue in component.notDrawn + component.standIns where reported.insert("\(issue.name)@\(issue.location)").inserted {
                switch issue.kind {
                case .notDrawn:
                    diagnostics.append(.warning("component '\(component.name)': \(issue.name) is not drawn", at: issue.location))
                case .adjusted, .standIn, .firstFrame:
                    diagnostics.append(.warning("component '\(component.name)': \(issue.name)", at: issue.location))
                case .noPicture:
                    break
                }
            }
        }
        return diagnostics
    }
}
