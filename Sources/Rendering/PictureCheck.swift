import DesignModel
import HTML
import Layout

/// sitegen's own look at a finished picture, run on every component: what
/// a reviewer would flag at a glance. A component is `rendered` only when
/// its picture passes; each problem is said in words.
public enum PictureCheck {
    public struct Problems: Sendable, Equatable {
        /// Nothing visible was drawn (the component is then `failed`).
        public var isBlank = false
        /// Visible, but something looks wrong (the component is `partial`).
        public var findings: [String] = []
        /// How many texts do not stand out from what is behind them.
        public var unreadableText = 0
    }

    /// Text whose contrast with what is behind it is below this is taken as
    /// invisible (WCAG's lowest bar is 3:1; faint labels are often ~2:1).
    public static let minimumTextContrast = 1.5

    /// A picture none of whose paint reaches this contrast with what is
    /// behind it does not stand out from its canvas (white waves on white,
    /// a dark avatar on a dark canvas). Low on purpose: a skeleton row's
    /// pale greys (1.2:1) are drawn to be subtle, and stand out enough.
    public static let minimumPictureContrast = 1.12

    public static func problems(in view: RenderedView, canvas: RGBA, device: Device = Device()) -> Problems {
        // A screen is cut to the display; elsewhere what overflows a little still shows in the margin.
        let picture = view.isScreen ? Rect(x: 0, y: 0, width: view.size.width, height: view.size.height) : nil
        var walker = Walker(canvas: canvas, picture: picture)
        walker.walk(view.root, opacity: 1, transforms: [])
        var problems = Problems()
        if !walker.drewVisible, !walker.drewClearOnly || walker.drewOutOfSight {
            problems.isBlank = true
            return problems
        }
        problems.findings = walker.findings
        // Nothing stands out (and no text said so already): counted like
        // unreadable text, so the other canvas is tried and kept if it shows it.
        if walker.findings.isEmpty, walker.drewVisible, walker.bestContrast < minimumPictureContrast {
            problems.findings.append("nothing in the picture stands out from the canvas \(canvas.hex) (its strongest contrast is \(WCAG.format(walker.bestContrast)))")
        }
        problems.unreadableText = problems.findings.count
        if view.size.height < 4 || view.size.width < 4, walker.drewVisible, !isHairline(view, drewOnlyShapes: walker.drewOnlyShapes) {
            problems.findings.append("the picture is \(SVGNumber.format(view.size.width)) × \(SVGNumber.format(view.size.height)) pt: its content is squeezed")
        }
        // Wider than its device: an iPhone cuts its sides off (an aspect-ratio fill
        // under a height-only frame, fixed widths that add up past the screen).
        if view.size.width > device.size.width + 0.5 {
            problems.findings.append("the picture is \(SVGNumber.format(view.size.width)) pt wide, wider than the \(SVGNumber.format(device.size.width))-pt "
                + "device it is drawn for: an iPhone cuts off its sides")
        }
        return problems
    }

    /// A thin picture that is all the code asks for: shapes and fills (a
    /// divider, a slider's track) drawn within it. Text, icons or anything
    /// drawn past its edges in the thin direction is content squeezed.
    static func isHairline(_ view: RenderedView, drewOnlyShapes: Bool) -> Bool {
        guard drewOnlyShapes, let drawn = RenderBounds.bounds(view.root) else { return false }
        let tolerance = 0.5
        let fitsHeight = view.size.height >= 4 || (drawn.y >= -tolerance && drawn.maxY <= view.size.height + tolerance)
        let fitsWidth = view.size.width >= 4 || (drawn.x >= -tolerance && drawn.maxX <= view.size.width + tolerance)
        return fitsHeight && fitsWidth
    }

    /// Walks the drawing in paint order, keeping the solid fills painted so
    /// far, so each text can be compared with what is behind it.
    private struct Walker {
        let canvas: RGBA
        var fills: [(rect: Rect, color: RGBA?)] = []
        var drewVisible = false
        /// Only transparent paint (`Color.clear`): nothing drawn, on purpose.
        var drewClearOnly = false
        /// Nothing but shapes and fills: no text, icons or stand-ins.
        var drewOnlyShapes = true
        /// Painted content that does not show (no area, off the display): a
        /// picture of only that and clear paint is blank, not clear on purpose.
        var drewOutOfSight = false
        var findings: [String] = []
        private var reported: Set<String> = []
        /// The strongest contrast of anything painted with what is behind it
        /// (infinite for what cannot be told: an image stand-in, a material).
        var bestContrast = 0.0

        /// Where the picture shows what is drawn: a screen's display (nil: everywhere).
        let picture: Rect?

        init(canvas: RGBA, picture: Rect?) {
            self.canvas = canvas
            self.picture = picture
        }

        /// Whether a node shows inside the picture (a label pushed off the screen does not).
        func isInPicture(_ node: RenderNode, _ transforms: [Transform]) -> Bool {
            guard let picture else { return true }
            guard let drawn = RenderBounds.bounds(node) else { return false }
            let mapped = Self.mapped(drawn, transforms)
            return mapped.maxX > picture.x && mapped.x < picture.maxX && mapped.maxY > picture.y && mapped.y < picture.maxY
        }

        /// Transforms of the groups around a node, innermost last; points
        /// are mapped through them so a scaled layer (a screen pushed back
        /// behind a sheet) is compared where it is drawn.
        mutating func walk(_ node: RenderNode, opacity: Double, transforms: [Transform]) {
            switch node {
            case .group(let group):
                // The status bar and device outline are not the component's picture.
                guard !group.isDeviceChrome else { return }
                let inner = opacity * (group.opacity ?? 1)
                guard inner > 0 else { return }
                let nested = transforms + (group.transform.map { [$0] } ?? [])
                let drewBefore = drewVisible
                drewVisible = false
                for child in group.children { walk(child, opacity: inner, transforms: nested) }
                // A shadow shows what casts it (a white card on white): at the
                // edge of its content a blurred shadow is half its colour's strength.
                if drewVisible, case .shadow(let shadow)? = group.filter, shadow.color.alpha > 0 {
                    let edge = shadow.radius > 0 ? 0.5 : 1
                    let bounds = Self.mapped(group.bounds, transforms)
                    noteContrast(of: .color(shadow.color.multiplyingAlpha(edge)), at: Point(x: bounds.midX, y: bounds.midY), opacity: inner)
                }
                drewVisible = drewVisible || drewBefore
            case .shape(let shape):
                guard let drawn = RenderBounds.bounds(.shape(shape)) else {
                    if shape.fill != nil || shape.stroke != nil { drewClearOnly = true }
                    return
                }
                // A filled outline with no area (an arc of zero degrees) shows nothing.
                guard isInPicture(node, transforms), drawn.width > 0, drawn.height > 0 else {
                    drewOutOfSight = true
                    return
                }
                drewVisible = true
                let bounds = Self.mapped(drawn, transforms)
                for paint in [shape.fill, shape.stroke].compactMap({ $0 }) {
                    noteContrast(of: paint, at: Point(x: bounds.midX, y: bounds.midY), opacity: opacity)
                }
                // Solid fills big enough to sit behind text; gradients count as unknown.
                if let fill = shape.fill, bounds.width > 1, bounds.height > 1 {
                    switch fill {
                    case .color(let color): fills.append((bounds, color.multiplyingAlpha(opacity)))
                    case .linearGradient, .radialGradient, .angularGradient: fills.append((bounds, nil))
                    }
                }
            case .text(let text):
                // `Text("")` lays out but shows nothing.
                guard text.lines.contains(where: { $0.runs.contains { !$0.text.allSatisfy(\.isWhitespace) } }) else { return }
                // Text in `.clear` only (a cursor's off phase): nothing shows, on purpose.
                guard text.lines.contains(where: { $0.runs.contains { run in
                    if case .color(let color) = run.paint { return color.alpha > 0 && !run.text.allSatisfy(\.isWhitespace) }
                    return true
                } }) else {
                    drewClearOnly = true
                    return
                }
                guard isInPicture(node, transforms) else {
                    drewOutOfSight = true
                    return
                }
                drewVisible = true
                drewOnlyShapes = false
                check(text, opacity: opacity, transforms: transforms)
            case .symbol(let symbol):
                guard isInPicture(node, transforms) else { return }
                drewVisible = true
                drewOnlyShapes = false
                let bounds = Self.mapped(symbol.bounds, transforms)
                let paints = symbol.layers.isEmpty ? [symbol.paint] : symbol.layers.map(\.paint)
                for paint in paints { noteContrast(of: paint, at: Point(x: bounds.midX, y: bounds.midY), opacity: opacity) }
            case .material:
                guard isInPicture(node, transforms) else { return }
                drewVisible = true
                bestContrast = .infinity
            case .placeholder(let placeholder):
                guard isInPicture(node, transforms) else { return }
                drewVisible = true
                drewOnlyShapes = false
                bestContrast = .infinity
                // A stand-in for a photo or screen: what is behind is unknown.
                fills.append((Self.mapped(placeholder.bounds, transforms), nil))
            }
        }

        static func mapped(_ point: Point, _ transforms: [Transform]) -> Point {
            transforms.reversed().reduce(point) { $1.applied(to: $0) }
        }

        /// The box around a rectangle's corners, transformed.
        static func mapped(_ rect: Rect, _ transforms: [Transform]) -> Rect {
            guard !transforms.isEmpty else { return rect }
            let corners = [Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y), Point(x: rect.x, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
                .map { mapped($0, transforms) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }

        /// The colour behind a point: the solid fills over the canvas, the
        /// last one painted on top; nil when an unknown fill (a gradient, a
        /// stand-in image) is the top one.
        private func background(at point: Point) -> RGBA? {
            var color = canvas
            for fill in fills where fill.rect.contains(point) {
                guard let fillColor = fill.color else { return nil }
                color = fillColor.composited(over: color)
            }
            return color
        }

        /// Keeps the strongest contrast seen: a paint's colours (a gradient's
        /// stops) over what is behind the middle of what it paints.
        private mutating func noteContrast(of paint: Paint, at point: Point, opacity: Double) {
            guard let behind = background(at: point) else {
                bestContrast = .infinity
                return
            }
            let colors: [RGBA]
            switch paint {
            case .color(let color): colors = [color]
            case .linearGradient(_, _, let stops), .radialGradient(_, _, _, let stops), .angularGradient(_, _, _, let stops): colors = stops.map(\.color)
            }
            for color in colors where color.alpha > 0 {
                bestContrast = max(bestContrast, WCAG.contrastRatio(color.multiplyingAlpha(opacity), on: behind))
            }
        }

        /// One finding per text (its first run that cannot be read), naming the whole text.
        private mutating func check(_ text: RenderText, opacity: Double, transforms: [Transform]) {
            guard !text.isInactive else {
                bestContrast = .infinity
                return
            }
            let whole = text.lines.flatMap(\.runs).map(\.text).joined()
            for line in text.lines {
                var x = line.x
                for run in line.runs {
                    defer { x += run.width }
                    guard !run.text.allSatisfy(\.isWhitespace) else { continue }
                    guard case .color(let color) = run.paint else {
                        bestContrast = .infinity
                        continue
                    }
                    // `.foregroundColor(.clear)`: hidden on purpose (a blinking cursor's off phase), not hard to read.
                    guard color.alpha > 0 else { continue }
                    let center = Self.mapped(Point(x: x + run.width / 2, y: line.baseline - run.size * 0.35), transforms)
                    guard let behind = background(at: center) else {
                        bestContrast = .infinity
                        continue
                    }
                    let ratio = WCAG.contrastRatio(color.multiplyingAlpha(opacity), on: behind)
                    bestContrast = max(bestContrast, ratio)
                    guard ratio < minimumTextContrast else { continue }
                    let shown = whole.count > 32 ? String(whole.prefix(32)) + "…" : whole
                    if reported.insert("\(shown)|\(color.hex)|\(behind.hex)").inserted {
                        findings.append("text \"\(shown)\" does not stand out from what is behind it (\(color.hex) on \(behind.hex), \(WCAG.format(ratio)))")
                    }
                    return
                }
            }
        }
    }
}

private extension Rect {
    func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }
}
