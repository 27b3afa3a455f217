
// Every number of the view model passes through `sanitized(_:)` on its way
// in: the interpreter calls it on what it builds, with the guide's location
// for the problems it records. The switches are exhaustive, so a new case
// must say how its numbers are kept sane before the package builds again.

extension RGBA {
    public func sanitized(_ numbers: inout NumberSanitizer) -> RGBA {
        RGBA(red: numbers.colorComponent(red, "red"), green: numbers.colorComponent(green, "green"),
             blue: numbers.colorComponent(blue, "blue"), alpha: numbers.fraction(alpha, "opacity"))
    }
}

extension ColorValue {
    public func sanitized(_ numbers: inout NumberSanitizer) -> ColorValue {
        guard let dark else { return ColorValue(light.sanitized(&numbers)) }
        return ColorValue(light: light.sanitized(&numbers), dark: dark.sanitized(&numbers))
    }
}

extension UnitPoint {
    public func sanitized(_ numbers: inout NumberSanitizer) -> UnitPoint {
        UnitPoint(x: numbers.factor(x, "unit point x", fallback: 0.5), y: numbers.factor(y, "unit point y", fallback: 0.5))
    }
}

extension Gradient {
    public func sanitized(_ numbers: inout NumberSanitizer) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.sanitized(&numbers), location: numbers.fraction($0.location, "gradient stop location")) })
    }
}

extension ShapeStyleValue {
    public func sanitized(_ numbers: inout NumberSanitizer) -> ShapeStyleValue {
        switch self {
        case .color(let color):
            return .color(color.sanitized(&numbers))
        case .linearGradient(let value):
            return .linearGradient(LinearGradientValue(gradient: value.gradient.sanitized(&numbers),
                                                       startPoint: value.startPoint.sanitized(&numbers), endPoint: value.endPoint.sanitized(&numbers)))
        case .radialGradient(let value):
            return .radialGradient(RadialGradientValue(gradient: value.gradient.sanitized(&numbers), center: value.center.sanitized(&numbers),
                                                       startRadius: numbers.extent(value.startRadius, "startRadius"),
                                                       endRadius: numbers.extent(value.endRadius, "endRadius")))
        case .angularGradient(let value):
            return .angularGradient(AngularGradientValue(gradient: value.gradient.sanitized(&numbers), center: value.center.sanitized(&numbers),
                                                         startAngle: numbers.degrees(value.startAngle, "startAngle"),
                                                         endAngle: numbers.degrees(value.endAngle, "endAngle")))
        case .material, .hierarchical, .foreground, .tint:
            return self
        case .opacity(let style, let amount):
            return .opacity(style.sanitized(&numbers), numbers.fraction(amount, "opacity"))
        }
    }
}

extension FontSpec {
    public func sanitized(_ numbers: inout NumberSanitizer) -> FontSpec {
        var font = self
        font.size = numbers.fontSize(size, "font size")
        font.weight = min(max(weight, 1), 1000)
        return font
    }
}

extension TextContent {
    public func sanitized(_ numbers: inout NumberSanitizer) -> TextContent {
        TextContent(runs: runs.map { run in
            var run = run
            run.font = run.font?.sanitized(&numbers)
            run.style = run.style?.sanitized(&numbers)
            run.weight = run.weight.map { min(max($0, 1), 1000) }
            run.tracking = run.tracking.map { numbers.length($0, "tracking") }
            run.strikethrough = run.strikethrough.map { $0?.sanitized(&numbers) }
            run.underline = run.underline.map { $0?.sanitized(&numbers) }
            return run
        })
    }
}

extension Point {
    public func sanitized(_ numbers: inout NumberSanitizer) -> Point {
        Point(x: numbers.length(x, "x"), y: numbers.length(y, "y"))
    }
}

extension Size {
    public func sanitized(_ numbers: inout NumberSanitizer) -> Size {
        Size(width: numbers.extent(width, "width"), height: numbers.extent(height, "height"))
    }
}

extension Rect {
    public func sanitized(_ numbers: inout NumberSanitizer) -> Rect {
        Rect(x: numbers.length(x, "x"), y: numbers.length(y, "y"), width: numbers.extent(width, "width"), height: numbers.extent(height, "height"))
    }
}

extension PathData {
    public func sanitized(_ numbers: inout NumberSanitizer) -> PathData {
        PathData(elements.map { element in
            switch element {
            case .move(let point): return .move(point.sanitized(&numbers))
            case .line(let point): return .line(point.sanitized(&numbers))
            case .quadCurve(let to, let control): return .quadCurve(to: to.sanitized(&numbers), control: control.sanitized(&numbers))
            case .curve(let to, let c1, let c2):
                return .curve(to: to.sanitized(&numbers), control1: c1.sanitized(&numbers), control2: c2.sanitized(&numbers))
            case .arc(let to, let radius, let largeArc, let clockwise):
                return .arc(to: to.sanitized(&numbers), radius: numbers.extent(radius, "arc radius"), largeArc: largeArc, clockwise: clockwise)
            case .close: return .close
            }
        })
    }
}

extension ShapeKind {
    public func sanitized(_ numbers: inout NumberSanitizer) -> ShapeKind {
        switch self {
        case .rectangle, .capsule, .circle, .ellipse, .containerRelative:
            return self
        case .roundedRectangle(let radius, let style):
            return .roundedRectangle(cornerRadius: numbers.extent(radius, "cornerRadius"), style: style)
        case .ellipticalRoundedRectangle(let width, let height):
            return .ellipticalRoundedRectangle(cornerWidth: numbers.extent(width, "cornerSize.width"), cornerHeight: numbers.extent(height, "cornerSize.height"))
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing, let style):
            return .unevenRoundedRectangle(topLeading: numbers.extent(topLeading, "topLeadingRadius"), bottomLeading: numbers.extent(bottomLeading, "bottomLeadingRadius"),
                                           bottomTrailing: numbers.extent(bottomTrailing, "bottomTrailingRadius"), topTrailing: numbers.extent(topTrailing, "topTrailingRadius"),
                                           style: style)
        case .path(.fixed(let data)):
            return .path(.fixed(data.sanitized(&numbers)))
        case .path(.sized):
            // Sanitised when they are evaluated for a size.
            return self
        }
    }
}

extension ShapeView {
    public func sanitized(_ numbers: inout NumberSanitizer) -> ShapeView {
        var shape = self
        shape.shape = self.shape.sanitized(&numbers)
        if let trim {
            let from = numbers.fraction(trim.lowerBound, "trim from"), to = numbers.fraction(trim.upperBound, "trim to")
            shape.trim = min(from, to)...max(from, to)
        }
        shape.inset = numbers.length(inset, "inset")
        shape.fill = fill?.sanitized(&numbers)
        if var stroke {
            stroke.style = stroke.style?.sanitized(&numbers)
            stroke.lineWidth = numbers.extent(stroke.lineWidth, "lineWidth")
            stroke.dash = stroke.dash.prefix(64).map { numbers.extent($0, "dash") }
            shape.stroke = stroke
        }
        return shape
    }
}

extension FrameSpec {
    public func sanitized(_ numbers: inout NumberSanitizer) -> FrameSpec {
        func fixed(_ value: Double?, _ what: String) -> Double? {
            // `.frame(width: .infinity)` is read as "as wide as offered".
            value.map { $0 == .infinity ? $0 : numbers.extent($0, what) }
        }
        return FrameSpec(width: fixed(width, "frame width"), height: fixed(height, "frame height"),
                         minWidth: minWidth.map { numbers.extent($0, "frame minWidth") },
                         // An ideal may be `.infinity` too (as large as a view asked for its ideal grows).
                         idealWidth: idealWidth.map { numbers.maximumExtent($0, "frame idealWidth") },
                         maxWidth: maxWidth.map { numbers.maximumExtent($0, "frame maxWidth") },
                         minHeight: minHeight.map { numbers.extent($0, "frame minHeight") },
                         idealHeight: idealHeight.map { numbers.maximumExtent($0, "frame idealHeight") },
                         maxHeight: maxHeight.map { numbers.maximumExtent($0, "frame maxHeight") },
                         alignment: alignment)
    }
}

extension EdgeInsets {
    public func sanitized(_ numbers: inout NumberSanitizer) -> EdgeInsets {
        EdgeInsets(top: numbers.length(top, "padding top"), leading: numbers.length(leading, "padding leading"),
                   bottom: numbers.length(bottom, "padding bottom"), trailing: numbers.length(trailing, "padding trailing"))
    }
}

extension ViewModifier {
    /// The modifier with its own numbers made sane, and the top of the views
    /// it carries (a border's stroke); deeper views were sanitised when
    /// they were built.
    public func sanitized(_ numbers: inout NumberSanitizer) -> ViewModifier {
        switch self {
        case .layout(let modifier): return .layout(modifier.sanitized(&numbers))
        case .environment(let modifier): return .environment(modifier.sanitized(&numbers))
        case .effect(let modifier): return .effect(modifier.sanitized(&numbers))
        case .container(let modifier): return .container(modifier.sanitized(&numbers))
        }
    }
}

extension LayoutModifier {
    public func sanitized(_ numbers: inout NumberSanitizer) -> LayoutModifier {
        switch self {
        case .frame(let spec): return .frame(spec.sanitized(&numbers))
        case .padding(let insets): return .padding(insets.sanitized(&numbers))
        case .offset(let x, let y): return .offset(x: numbers.length(x, "offset x"), y: numbers.length(y, "offset y"))
        case .position(let x, let y): return .position(x: x.map { numbers.length($0, "position x") }, y: y.map { numbers.length($0, "position y") })
        case .fixedSize: return self
        case .aspectRatio(let ratio, let fill): return .aspectRatio(ratio.map { numbers.factor($0, "aspect ratio") }, fill: fill)
        case .layoutPriority(let priority): return .layoutPriority(numbers.factor(priority, "layoutPriority", fallback: 0))
        case .relativeWidth(let fraction): return .relativeWidth(numbers.fraction(fraction, "relative width"))
        case .zIndex(let index): return .zIndex(numbers.factor(index, "zIndex", fallback: 0))
        case .ignoresSafeArea, .extendsIntoSafeArea: return self
        case .background(let layer, let alignment): return .background(layer.sanitizedNode(&numbers), alignment: alignment)
        case .overlay(let layer, let alignment): return .overlay(layer.sanitizedNode(&numbers), alignment: alignment)
        case .safeAreaInset(let edge, let spacing, let content):
            return .safeAreaInset(edge: edge, spacing: numbers.length(spacing, "safeAreaInset spacing"), content: content.sanitizedNode(&numbers))
        case .rowSeparator(let style, let thickness, let leading):
            return .rowSeparator(style.sanitized(&numbers), thickness: numbers.extent(thickness, "separator thickness"),
                                 leading: numbers.length(leading, "separator leading"))
        }
    }
}

extension EnvironmentModifier {
    public func sanitized(_ numbers: inout NumberSanitizer) -> EnvironmentModifier {
        switch self {
        case .font(let font): return .font(font.sanitized(&numbers))
        case .fontWeight(let weight): return .fontWeight(min(max(weight, 1), 1000))
        case .italic, .monospacedDigit, .multilineTextAlignment, .textCase, .colorScheme, .buttonStyle, .fontDesign, .truncationMode, .redacted, .controls, .symbols,
             .layoutDirection: return self
        case .containerShape(let shape): return .containerShape(shape.sanitized(&numbers))
        case .minimumScaleFactor(let factor): return .minimumScaleFactor(numbers.fraction(factor, "minimumScaleFactor"))
        case .foregroundStyle(let style, let secondary): return .foregroundStyle(style.sanitized(&numbers), secondary: secondary?.sanitized(&numbers))
        case .tint(let style): return .tint(style.sanitized(&numbers))
        case .tracking(let value): return .tracking(numbers.length(value, "tracking"))
        case .lineLimit(let limit): return .lineLimit(limit.map { numbers.count($0, "lineLimit", limit: 10_000) })
        case .lineSpacing(let value): return .lineSpacing(numbers.length(value, "lineSpacing"))
        case .strikethrough(let color): return .strikethrough(color?.sanitized(&numbers))
        case .underline(let color): return .underline(color?.sanitized(&numbers))
        }
    }
}

extension EffectModifier {
    public func sanitized(_ numbers: inout NumberSanitizer) -> EffectModifier {
        switch self {
        case .opacity(let value): return .opacity(numbers.fraction(value, "opacity"))
        case .shadow(let color, let radius, let x, let y):
            return .shadow(color: color.sanitized(&numbers), radius: numbers.extent(radius, "shadow radius"),
                           x: numbers.length(x, "shadow x"), y: numbers.length(y, "shadow y"))
        case .clipShape(let shape): return .clipShape(shape.sanitized(&numbers))
        case .mask(let mask, let alignment): return .mask(mask.sanitizedNode(&numbers), alignment: alignment)
        case .clipped, .colorInvert, .blendMode, .compositingGroup, .flipsForRightToLeft, .hidden: return self
        case .rotation(let degrees, let anchor): return .rotation(degrees: numbers.degrees(degrees, "rotation"), anchor: anchor.sanitized(&numbers))
        case .rotation3D(let degrees, let axis, let anchor, let perspective):
            return .rotation3D(degrees: numbers.degrees(degrees, "rotation3DEffect angle"),
                               axis: Vector3(x: numbers.factor(axis.x, "axis x", fallback: 0), y: numbers.factor(axis.y, "axis y", fallback: 0),
                                             z: numbers.factor(axis.z, "axis z", fallback: 0)),
                               anchor: anchor.sanitized(&numbers), perspective: numbers.factor(perspective, "perspective"))
        case .scale(let x, let y, let anchor):
            return .scale(x: numbers.factor(x, "scale x"), y: numbers.factor(y, "scale y"), anchor: anchor.sanitized(&numbers))
        case .blur(let radius): return .blur(radius: numbers.extent(radius, "blur radius"))
        case .brightness(let amount): return .brightness(numbers.factor(amount, "brightness", fallback: 0))
        case .saturation(let amount): return .saturation(numbers.factor(amount, "saturation"))
        case .grayscale(let amount): return .grayscale(numbers.fraction(amount, "grayscale"))
        case .contrast(let amount): return .contrast(numbers.factor(amount, "contrast"))
        case .hueRotation(let degrees): return .hueRotation(degrees: numbers.degrees(degrees, "hueRotation"))
        case .colorMultiply(let color): return .colorMultiply(color.sanitized(&numbers))
        }
    }
}

extension ControlNode {
    public func sanitized(_ numbers: inout NumberSanitizer) -> ControlNode {
        switch self {
        case .tabView(var tabs):
            tabs.appearance.titleFont = tabs.appearance.titleFont?.sanitized(&numbers)
            tabs.appearance.titleKerning = tabs.appearance.titleKerning.map { numbers.length($0, "kern") }
            return .tabView(tabs)
        case .button:
            return self
        case .gauge(var gauge):
            gauge.fraction = numbers.fraction(gauge.fraction, "gauge value")
            return .gauge(gauge)
        case .slider(var slider):
            slider.fraction = numbers.fraction(slider.fraction, "slider value")
            return .slider(slider)
        case .progressView(var progress):
            progress.fraction = progress.fraction.map { numbers.fraction($0, "progress value") }
            return .progressView(progress)
        case .datePicker(var picker):
            // Within ±100 million years of 2001: more than a calendar shows.
            picker.date = picker.date.isFinite ? min(max(picker.date, -3.2e15), 3.2e15) : numbers.length(picker.date, "date")
            return .datePicker(picker)
        case .toggle, .stepper, .picker, .label, .list, .section, .navigationLink, .navigation, .labeled:
            return self
        case .presentation(var presentation):
            presentation.style = presentation.style.sanitized(&numbers)
            return .presentation(presentation)
        }
    }
}

extension PresentationStyle {
    public func sanitized(_ numbers: inout NumberSanitizer) -> PresentationStyle {
        var style = self
        style.detents = detents.prefix(16).map { $0.sanitized(&numbers) }
        style.cornerRadius = cornerRadius.map { numbers.extent($0, "presentationCornerRadius") }
        style.background = background?.sanitized(&numbers)
        style.selectedDetent = selectedDetent?.sanitized(&numbers)
        style.backgroundInteraction = backgroundInteraction?.sanitized(&numbers)
        return style
    }
}

extension SheetBackgroundInteraction {
    public func sanitized(_ numbers: inout NumberSanitizer) -> SheetBackgroundInteraction {
        switch self {
        case .disabled: return self
        case .enabled(let limit): return .enabled(upThrough: limit?.sanitized(&numbers))
        }
    }
}

extension SheetDetent {
    public func sanitized(_ numbers: inout NumberSanitizer) -> SheetDetent {
        switch self {
        case .medium, .large: return self
        case .fraction(let fraction): return .fraction(numbers.fraction(fraction, "detent fraction"))
        case .height(let height): return .height(numbers.extent(height, "detent height"))
        }
    }
}

extension ContainerModifier {
    /// Its own numbers made sane, and the top of the views it carries.
    public func sanitized(_ numbers: inout NumberSanitizer) -> ContainerModifier {
        switch self {
        case .tabItem, .badge, .tag, .toolbarItem, .navigation(.title), .navigation(.titleDisplayMode), .navigation(.backgroundVisible),
             .navigation(.hidden), .navigation(.colorScheme), .presentation(.dragIndicator), .listRow(.separatorHidden),
             .listRow(.sectionSeparatorHidden), .preference:
            return self
        case .navigation(.toolbar), .listRow(.background):
            return mapViews { $0.sanitizedNode(&numbers) }
        case .navigation(.background(let style)):
            return .navigation(.background(style.sanitized(&numbers)))
        case .presentation(.detents(let detents, let selected)):
            return .presentation(.detents(detents.prefix(16).map { $0.sanitized(&numbers) }, selected: selected?.sanitized(&numbers)))
        case .presentation(.backgroundInteraction(let interaction)):
            return .presentation(.backgroundInteraction(interaction.sanitized(&numbers)))
        case .presentation(.cornerRadius(let radius)):
            return .presentation(.cornerRadius(numbers.extent(radius, "presentationCornerRadius")))
        case .presentation(.background(let style)):
            return .presentation(.background(style.sanitized(&numbers)))
        case .listRow(.insets(let insets)):
            return .listRow(.insets(insets?.sanitized(&numbers)))
        case .listRow(.separatorTint(let style)):
            return .listRow(.separatorTint(style.sanitized(&numbers)))
        }
    }
}

extension ViewNode {
    /// The node with its own numbers made sane. Children were sanitised
    /// when they were built, so this does not descend into them.
    public func sanitizedNode(_ numbers: inout NumberSanitizer) -> ViewNode {
        switch self {
        case .text(let content): return .text(content.sanitized(&numbers))
        case .textField(let content, let isPrompt): return .textField(content.sanitized(&numbers), isPrompt: isPrompt)
        case .shape(let shape): return .shape(shape.sanitized(&numbers))
        case .color(let color): return .color(color.sanitized(&numbers))
        case .style(let style): return .style(style.sanitized(&numbers))
        case .stack(var stack):
            stack.spacing = stack.spacing.map { numbers.length($0, "spacing") }
            return .stack(stack)
        case .spacer(let minLength): return .spacer(minLength: minLength.map { numbers.extent($0, "minLength") })
        case .modified(let child, let modifier): return .modified(child, modifier.sanitized(&numbers))
        case .placeholder(var placeholder):
            placeholder.idealSize = placeholder.idealSize?.sanitized(&numbers)
            return .placeholder(placeholder)
        case .control(let control): return .control(control.sanitized(&numbers))
        case .image, .divider, .empty, .group, .geometryReader, .scrollView:
            return self
        }
    }
}

extension ViewNode {
    /// The whole tree made sane: what `sanitizedNode` does at every node.
    /// Nodes are sanitised as they are built; this pass over a finished
    /// component is the backstop that guarantees it for layout and drawing.
    public func sanitizedTree(_ numbers: inout NumberSanitizer) -> ViewNode {
        let node = sanitizedNode(&numbers)
        switch node {
        case .stack(var stack):
            stack.children = stack.children.map { $0.sanitizedTree(&numbers) }
            return .stack(stack)
        case .group(let children):
            return .group(children.map { $0.sanitizedTree(&numbers) })
        case .modified(let child, .layout(.background(let layer, let alignment))):
            return .modified(child.sanitizedTree(&numbers), .layout(.background(layer.sanitizedTree(&numbers), alignment: alignment)))
        case .modified(let child, .layout(.overlay(let layer, let alignment))):
            return .modified(child.sanitizedTree(&numbers), .layout(.overlay(layer.sanitizedTree(&numbers), alignment: alignment)))
        case .modified(let child, .layout(.safeAreaInset(let edge, let spacing, let content))):
            return .modified(child.sanitizedTree(&numbers), .layout(.safeAreaInset(edge: edge, spacing: spacing, content: content.sanitizedTree(&numbers))))
        case .modified(let child, .effect(.mask(let mask, let alignment))):
            return .modified(child.sanitizedTree(&numbers), .effect(.mask(mask.sanitizedTree(&numbers), alignment: alignment)))
        case .modified(let child, .container(let modifier)):
            return .modified(child.sanitizedTree(&numbers), .container(modifier.mapViews { $0.sanitizedTree(&numbers) }))
        case .modified(let child, let modifier):
            return .modified(child.sanitizedTree(&numbers), modifier)
        case .scrollView(let axis, let content):
            return .scrollView(axis: axis, content: content.sanitizedTree(&numbers))
        case .control(let control):
            return .control(control.mapViews { $0.sanitizedTree(&numbers) })
        case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .geometryReader, .placeholder:
            return node
        }
    }
}
