/// A readable outline of a view tree, one node per line, for tests and
/// debugging. Numbers use at most 3 decimals so dumps are stable.
extension ViewNode {
    public var treeDump: String {
        var lines: [String] = []
        dump(into: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func dump(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        switch self {
        case .text(let text):
            lines.append("\(indent)Text \(quoted(text.string))")
        case .textField(let text, let isPrompt):
            lines.append("\(indent)TextField \(isPrompt ? "prompt " : "")\(quoted(text.string))")
        case .image(let image):
            switch image.source {
            case .systemSymbol(let name): lines.append("\(indent)Image(systemName: \(quoted(name)))\(image.isResizable ? " resizable" : "")")
            case .asset(let name): lines.append("\(indent)Image(\(quoted(name)))")
            }
        case .shape(let shape):
            var parts = [describe(shape.shape)]
            if let trim = shape.trim { parts.append("trim \(n(trim.lowerBound))...\(n(trim.upperBound))") }
            if shape.inset != 0 { parts.append("inset \(n(shape.inset))") }
            if shape.isFilled { parts.append("fill \(shape.fill.map(describe) ?? "foreground")") }
            if let stroke = shape.stroke {
                parts.append("\(stroke.isBorder ? "strokeBorder" : "stroke") \(stroke.style.map(describe) ?? "foreground") \(n(stroke.lineWidth)) \(stroke.lineCap.rawValue)")
            }
            lines.append("\(indent)Shape " + parts.joined(separator: ", "))
        case .color(let color):
            lines.append("\(indent)Color \(describe(color))")
        case .style(let style):
            lines.append("\(indent)Style \(describe(style))")
        case .stack(let stack):
            let kind = switch stack.kind {
            case .horizontal: "HStack"
            case .vertical: "VStack"
            case .depth: "ZStack"
            case .custom(let id): "\(id.name) #\(id.index)"
            }
            lines.append("\(indent)\(kind)(\(stack.alignment.horizontal.rawValue)/\(stack.alignment.vertical.rawValue), spacing: \(stack.spacing.map(n) ?? "default"))")
            for child in stack.children { child.dump(into: &lines, depth: depth + 1) }
        case .spacer(let minLength):
            lines.append("\(indent)Spacer(minLength: \(minLength.map(n) ?? "default"))")
        case .divider:
            lines.append("\(indent)Divider")
        case .empty:
            lines.append("\(indent)EmptyView")
        case .group(let children):
            lines.append("\(indent)Group")
            for child in children { child.dump(into: &lines, depth: depth + 1) }
        case .modified(let child, let modifier):
            lines.append("\(indent).\(describe(modifier))")
            if case .layout(.background(let layer, _)) = modifier { lines.append("\(indent)  [background]"); layer.dump(into: &lines, depth: depth + 2) }
            if case .layout(.overlay(let layer, _)) = modifier { lines.append("\(indent)  [overlay]"); layer.dump(into: &lines, depth: depth + 2) }
            if case .layout(.safeAreaInset(_, _, let inset)) = modifier { lines.append("\(indent)  [inset]"); inset.dump(into: &lines, depth: depth + 2) }
            if case .effect(.mask(let mask, _)) = modifier { lines.append("\(indent)  [mask]"); mask.dump(into: &lines, depth: depth + 2) }
            child.dump(into: &lines, depth: depth + 1)
        case .geometryReader(let id):
            lines.append("\(indent)GeometryReader #\(id.index)")
        case .scrollView(let axis, let content):
            lines.append("\(indent)ScrollView(\(axis.rawValue))")
            content.dump(into: &lines, depth: depth + 1)
        case .control(.tabView(let tabs)):
            lines.append("\(indent)TabView(selection: \(tabs.selection))")
            for item in tabs.items {
                lines.append("\(indent)  tab \(quoted(item.title)) \(item.systemImage ?? "-")\(item.badge.map { " badge \($0)" } ?? "")")
                item.content.dump(into: &lines, depth: depth + 2)
            }
        case .control(.button(let button)):
            lines.append("\(indent)Button\(button.role.map { "(role: \($0.rawValue))" } ?? "")")
            button.label.dump(into: &lines, depth: depth + 1)
        case .control(.gauge(let gauge)):
            lines.append("\(indent)Gauge(\(n(gauge.fraction)))")
            gauge.label.dump(into: &lines, depth: depth + 1)
            for label in [gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel].compactMap({ $0 }) {
                label.dump(into: &lines, depth: depth + 1)
            }
        case .control(.toggle(let toggle)):
            lines.append("\(indent)Toggle(isOn: \(toggle.isOn))")
            toggle.label.dump(into: &lines, depth: depth + 1)
        case .control(.slider(let slider)):
            lines.append("\(indent)Slider(\(n(slider.fraction)))")
            for label in [slider.minimumValueLabel, slider.maximumValueLabel].compactMap({ $0 }) {
                label.dump(into: &lines, depth: depth + 1)
            }
        case .control(.stepper(let stepper)):
            lines.append("\(indent)Stepper(minus: \(stepper.canDecrement ? "on" : "off"), plus: \(stepper.canIncrement ? "on" : "off"))")
            stepper.label.dump(into: &lines, depth: depth + 1)
        case .control(.progressView(let progress)):
            lines.append("\(indent)ProgressView(\(progress.fraction.map(n) ?? "indeterminate"))")
            for label in [progress.label, progress.currentValueLabel].compactMap({ $0 }) {
                label.dump(into: &lines, depth: depth + 1)
            }
        case .control(.picker(let picker)):
            lines.append("\(indent)Picker(selection: \(picker.selection.map(String.init) ?? "none"))")
            picker.label.dump(into: &lines, depth: depth + 1)
            for option in picker.options { option.dump(into: &lines, depth: depth + 1) }
        case .control(.datePicker(let picker)):
            let parts = [picker.showsDate ? "date" : nil, picker.showsTime ? "hourAndMinute" : nil].compactMap { $0 }
            lines.append("\(indent)DatePicker(\(n(picker.date)), \(parts.joined(separator: "+")))")
            picker.label.dump(into: &lines, depth: depth + 1)
        case .control(.label(let label)):
            lines.append("\(indent)Label")
            label.icon.dump(into: &lines, depth: depth + 1)
            label.title.dump(into: &lines, depth: depth + 1)
        case .control(.list(let list)):
            lines.append("\(indent)\(list.isForm ? "Form" : "List")")
            for row in list.content { row.dump(into: &lines, depth: depth + 1) }
        case .control(.section(let section)):
            lines.append("\(indent)Section")
            if let header = section.header { lines.append("\(indent)  [header]"); header.dump(into: &lines, depth: depth + 2) }
            for row in section.content { row.dump(into: &lines, depth: depth + 1) }
            if let footer = section.footer { lines.append("\(indent)  [footer]"); footer.dump(into: &lines, depth: depth + 2) }
        case .control(.navigationLink(let link)):
            lines.append("\(indent)NavigationLink")
            link.label.dump(into: &lines, depth: depth + 1)
        case .control(.navigation(let navigation)):
            let bar = navigation.bar
            var parts = [bar.title.map(quoted) ?? "no title", bar.titleDisplayMode.rawValue]
            if bar.isHidden { parts.append("bar hidden") }
            if let background = bar.background { parts.append("background \(describe(background))") }
            if let visible = bar.backgroundVisible { parts.append("background \(visible ? "visible" : "hidden")") }
            if let scheme = bar.colorScheme { parts.append("scheme \(scheme.rawValue)") }
            lines.append("\(indent)NavigationStack(\(parts.joined(separator: ", ")))")
            for item in bar.toolbar {
                lines.append("\(indent)  [toolbar \(item.placement.rawValue)]")
                item.content.dump(into: &lines, depth: depth + 2)
            }
            navigation.content.dump(into: &lines, depth: depth + 1)
        case .control(.labeled(let labeled)):
            lines.append("\(indent)\(labeled.kind.rawValue)\(labeled.kind == .disclosureGroup ? (labeled.isExpanded ? "(expanded)" : "(collapsed)") : "")")
            lines.append("\(indent)  [label]")
            labeled.label.dump(into: &lines, depth: depth + 2)
            lines.append("\(indent)  [content]")
            labeled.content.dump(into: &lines, depth: depth + 2)
        case .control(.presentation(let presentation)):
            let style = presentation.style
            var parts = [presentation.kind.rawValue]
            if !style.detents.isEmpty { parts.append("detents " + style.detents.map(describe).joined(separator: ",")) }
            if let visible = style.dragIndicatorVisible { parts.append("drag indicator \(visible ? "visible" : "hidden")") }
            if let radius = style.cornerRadius { parts.append("corners \(n(radius))") }
            if let background = style.background { parts.append("background \(describe(background))") }
            lines.append("\(indent)Presentation(\(parts.joined(separator: ", ")))")
            lines.append("\(indent)  [presenter]")
            presentation.presenter.dump(into: &lines, depth: depth + 2)
            lines.append("\(indent)  [content]")
            presentation.content.dump(into: &lines, depth: depth + 2)
        case .placeholder(let placeholder):
            lines.append("\(indent)Placeholder \(quoted(placeholder.label))")
        }
    }

    private func describe(_ detent: SheetDetent) -> String {
        switch detent {
        case .medium: return "medium"
        case .large: return "large"
        case .fraction(let fraction): return "fraction(\(n(fraction)))"
        case .height(let height): return "height(\(n(height)))"
        }
    }

    private func describe(_ modifier: ViewModifier) -> String {
        switch modifier {
        case .layout(let layout): return describe(layout)
        case .environment(let environment): return describe(environment)
        case .effect(let effect): return describe(effect)
        case .container(.tabItem(let title, let symbol)): return "tabItem(\(quoted(title)), \(symbol ?? "-"))"
        case .container(.badge(let text)): return "badge(\(text))"
        case .container(.tag(let key)): return "tag(\(key))"
        case .container(.preference(.value(let id))): return "preference(\(id.key)#\(id.index))"
        case .container(.preference(.observer(let id))): return "onPreferenceChange(\(id.key)#\(id.index))"
        case .container(.preference(.anchor(let id))): return "anchor(#\(id))"
        case .container(.toolbarItem(let placement)): return "toolbarItem(\(placement.rawValue))"
        case .container(.navigation(let setting)): return describe(setting)
        case .container(.listRow(let setting)): return describe(setting)
        case .container(.presentation(.detents(let detents, let selected))):
            return "presentationDetents(\(detents.map(describe).joined(separator: ","))\(selected.map { ", selection: \(describe($0))" } ?? ""))"
        case .container(.presentation(.backgroundInteraction(let interaction))):
            switch interaction {
            case .disabled: return "presentationBackgroundInteraction(disabled)"
            case .enabled(let limit): return "presentationBackgroundInteraction(enabled\(limit.map { " upThrough: \(describe($0))" } ?? ""))"
            }
        case .container(.presentation(.dragIndicator(let visible))): return "presentationDragIndicator(\(visible ? "visible" : "hidden"))"
        case .container(.presentation(.cornerRadius(let radius))): return "presentationCornerRadius(\(n(radius)))"
        case .container(.presentation(.background(let style))): return "presentationBackground(\(describe(style)))"
        }
    }

    private func describe(_ modifier: LayoutModifier) -> String {
        switch modifier {
        case .frame(let frame):
            let parts: [(String, Double?)] = [("width", frame.width), ("height", frame.height), ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
                                              ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight)]
            return "frame(" + parts.compactMap { name, value in value.map { "\(name): \(n($0))" } }.joined(separator: ", ") + ")"
        case .padding(let insets): return "padding(\(n(insets.top)), \(n(insets.leading)), \(n(insets.bottom)), \(n(insets.trailing)))"
        case .offset(let x, let y): return "offset(\(n(x)), \(n(y)))"
        case .position(let x, let y): return "position(\(x.map(n) ?? "-"), \(y.map(n) ?? "-"))"
        case .fixedSize(let h, let v): return "fixedSize(\(h), \(v))"
        case .aspectRatio(let ratio, let fill): return "aspectRatio(\(ratio.map(n) ?? "nil"), \(fill ? "fill" : "fit"))"
        case .layoutPriority(let priority): return "layoutPriority(\(n(priority)))"
        case .relativeWidth(let fraction): return "relativeWidth(\(n(fraction)))"
        case .zIndex(let index): return "zIndex(\(n(index)))"
        case .ignoresSafeArea(let top, let bottom): return "ignoresSafeArea(\([top ? "top" : nil, bottom ? "bottom" : nil].compactMap { $0 }.joined(separator: ", ")))"
        case .extendsIntoSafeArea(let top, let bottom): return "extendsIntoSafeArea(\([top ? "top" : nil, bottom ? "bottom" : nil].compactMap { $0 }.joined(separator: ", ")))"
        case .background(_, let alignment): return "background(alignment: \(alignment.horizontal.rawValue)/\(alignment.vertical.rawValue))"
        case .overlay(_, let alignment): return "overlay(alignment: \(alignment.horizontal.rawValue)/\(alignment.vertical.rawValue))"
        case .safeAreaInset(let edge, let spacing, _): return "safeAreaInset(\(edge.rawValue), spacing: \(n(spacing)))"
        case .rowSeparator(let style, let thickness, let leading): return "rowSeparator(\(describe(style)), \(n(thickness)), leading: \(n(leading)))"
        }
    }

    private func describe(_ modifier: EnvironmentModifier) -> String {
        switch modifier {
        case .font(let font): return "font(\(font.familyName) \(n(font.size)) \(font.weight)\(font.monospacedDigit ? " tabular" : ""))"
        case .fontWeight(let weight): return "fontWeight(\(weight))"
        case .italic: return "italic"
        case .monospacedDigit: return "monospacedDigit"
        case .foregroundStyle(let style, _): return "foregroundStyle(\(describe(style)))"
        case .tint(let style): return "tint(\(describe(style)))"
        case .tracking(let value): return "tracking(\(n(value)))"
        case .lineLimit(let limit): return "lineLimit(\(limit.map(String.init) ?? "nil"))"
        case .lineSpacing(let value): return "lineSpacing(\(n(value)))"
        case .multilineTextAlignment(let alignment): return "multilineTextAlignment(\(alignment.rawValue))"
        case .textCase(let textCase): return "textCase(\(textCase?.rawValue ?? "nil"))"
        case .strikethrough: return "strikethrough"
        case .underline: return "underline"
        case .colorScheme(let scheme): return "colorScheme(\(scheme.rawValue))"
        case .fontDesign(let design): return "fontDesign(\(design.rawValue))"
        case .minimumScaleFactor(let factor): return "minimumScaleFactor(\(n(factor)))"
        case .truncationMode(let mode): return "truncationMode(\(mode.rawValue))"
        case .redacted(let redacted): return redacted ? "redacted(placeholder)" : "unredacted"
        case .containerShape(let shape): return "containerShape(\(describe(shape)))"
        case .buttonStyle(let style): return "buttonStyle(\(style.rawValue))"
        case .layoutDirection(let direction): return "layoutDirection(\(direction.rawValue))"
        case .controls(let setting): return describe(setting)
        case .symbols(let setting): return describe(setting)
        }
    }

    private func describe(_ setting: NavigationSetting) -> String {
        switch setting {
        case .title(let title): return "navigationTitle(\(quoted(title)))"
        case .titleDisplayMode(let mode): return "navigationBarTitleDisplayMode(\(mode.rawValue))"
        case .toolbar(let items): return "toolbar(\(items.map(\.placement.rawValue).joined(separator: ",")))"
        case .background(let style): return "toolbarBackground(\(describe(style)))"
        case .backgroundVisible(let visible): return "toolbarBackground(\(visible ? "visible" : "hidden"))"
        case .hidden(let hidden): return "navigationBarHidden(\(hidden))"
        case .colorScheme(let scheme): return "toolbarColorScheme(\(scheme.rawValue))"
        }
    }

    private func describe(_ setting: ListRowSetting) -> String {
        switch setting {
        case .background: return "listRowBackground"
        case .insets(let insets): return "listRowInsets(\(insets.map { "\(n($0.top)), \(n($0.leading)), \(n($0.bottom)), \(n($0.trailing))" } ?? "nil"))"
        case .separatorHidden(let hidden): return "listRowSeparator(\(hidden ? "hidden" : "visible"))"
        case .separatorTint(let style): return "listRowSeparatorTint(\(describe(style)))"
        case .sectionSeparatorHidden(let hidden): return "listSectionSeparator(\(hidden ? "hidden" : "visible"))"
        }
    }

    private func describe(_ setting: SymbolSetting) -> String {
        switch setting {
        case .imageScale(let scale): return "imageScale(\(scale.rawValue))"
        case .variant(let variants): return "symbolVariant(\(variants.description))"
        case .renderingMode(let mode): return "symbolRenderingMode(\(mode.rawValue))"
        }
    }

    private func describe(_ setting: ControlSetting) -> String {
        switch setting {
        case .toggleStyle(let style): return "toggleStyle(\(style.rawValue))"
        case .pickerStyle(let style): return "pickerStyle(\(style.rawValue))"
        case .progressViewStyle(let style): return "progressViewStyle(\(style.rawValue))"
        case .gaugeStyle(let style): return "gaugeStyle(\(style.rawValue))"
        case .datePickerStyle(let style): return "datePickerStyle(\(style.rawValue))"
        case .labelsHidden: return "labelsHidden"
        case .disabled(let disabled): return "disabled(\(disabled))"
        case .listStyle(let style): return "listStyle(\(style.rawValue))"
        case .scrollContentBackgroundHidden(let hidden): return "scrollContentBackground(\(hidden ? "hidden" : "visible"))"
        case .labelStyle(let style): return "labelStyle(\(style.rawValue))"
        case .tabViewStyle(.automatic): return "tabViewStyle(automatic)"
        case .tabViewStyle(.page(let showsIndex)): return "tabViewStyle(page\(showsIndex ? "" : ", index hidden"))"
        case .pageIndexBackground(let always): return "indexViewStyle(\(always ? "always" : "automatic"))"
        case .textFieldStyle(let style): return "textFieldStyle(\(style.rawValue))"
        }
    }

    private func describe(_ modifier: EffectModifier) -> String {
        switch modifier {
        case .opacity(let value): return "opacity(\(n(value)))"
        case .shadow(let color, let radius, let x, let y): return "shadow(\(describe(color)), \(n(radius)), \(n(x)), \(n(y)))"
        case .clipShape(let shape): return "clipShape(\(describe(shape)))"
        case .mask: return "mask"
        case .clipped: return "clipped"
        case .rotation(let degrees, _): return "rotation(\(n(degrees)))"
        case .rotation3D(let degrees, let axis, _, _): return "rotation3D(\(n(degrees)), axis: \(n(axis.x)) \(n(axis.y)) \(n(axis.z)))"
        case .scale(let x, let y, _): return "scale(\(n(x)), \(n(y)))"
        case .blur(let radius): return "blur(\(n(radius)))"
        case .brightness(let value): return "brightness(\(n(value)))"
        case .saturation(let value): return "saturation(\(n(value)))"
        case .grayscale(let value): return "grayscale(\(n(value)))"
        case .contrast(let value): return "contrast(\(n(value)))"
        case .hueRotation(let degrees): return "hueRotation(\(n(degrees))°)"
        case .colorMultiply(let color): return "colorMultiply(\(describe(color)))"
        case .colorInvert: return "colorInvert"
        case .blendMode(let mode): return "blendMode(\(mode))"
        case .compositingGroup: return "compositingGroup"
        case .flipsForRightToLeft: return "flipsForRightToLeftLayoutDirection"
        case .hidden: return "hidden"
        }
    }

    private func describe(_ shape: ShapeKind) -> String {
        switch shape {
        case .rectangle: return "Rectangle"
        case .roundedRectangle(let radius, let style): return "RoundedRectangle(\(n(radius)), \(style.rawValue))"
        case .ellipticalRoundedRectangle(let width, let height): return "RoundedRectangle(cornerSize: \(n(width))×\(n(height)))"
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, _): return "UnevenRoundedRectangle(\(n(tl)), \(n(bl)), \(n(br)), \(n(tr)))"
        case .capsule: return "Capsule"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .containerRelative: return "ContainerRelativeShape"
        case .path(.fixed): return "Path"
        case .path(.sized(let id)): return "Path(\(id.name))"
        }
    }

    private func describe(_ style: ShapeStyleValue) -> String {
        switch style {
        case .color(let color): return describe(color)
        case .linearGradient(let gradient): return "linear[" + gradient.gradient.stops.map { describe($0.color) }.joined(separator: ",") + "]"
        case .radialGradient(let gradient): return "radial[" + gradient.gradient.stops.map { describe($0.color) }.joined(separator: ",") + "]"
        case .angularGradient(let gradient): return "angular[" + gradient.gradient.stops.map { describe($0.color) }.joined(separator: ",") + "]"
        case .material(let material): return "material(\(material.rawValue))"
        case .hierarchical(let level): return ["primary", "secondary", "tertiary", "quaternary"][min(level, 3)]
        case .foreground: return "foreground"
        case .tint: return "tint"
        case .opacity(let style, let amount): return "\(describe(style))@\(n(amount))"
        }
    }

    private func describe(_ color: ColorValue) -> String {
        color.dark.map { "\(color.light.hex)/\($0.hex)" } ?? color.light.hex
    }

    private func n(_ value: Double) -> String { RGBA.trimmed(value) }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
