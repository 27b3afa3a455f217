import DesignModel

/// iOS's system look of the controls made of a label and content: what
/// SwiftUI draws when no `GroupBoxStyle`, `DisclosureGroupStyle`,
/// `LabeledContentStyle`, `MenuStyle` or `ControlGroupStyle` of the guide
/// replaced it.
enum LabeledControls {
    static func view(_ control: LabeledControlNode, in context: LayoutContext) -> ViewNode {
        switch control.kind {
        case .groupBox:
            // The label in the headline font above the content, 16 pt in
            // from a rounded card of the secondary background.
            var label: [ViewNode] = [control.label.font(.system(17, weight: 600, textStyle: "headline"))]
            if case .empty = control.label { label = [] }
            let card = ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 8, style: .continuous), fill: .color(secondarySystemBackground)))
            return ViewNode.vstack(spacing: 8, alignment: .leading, label + control.content.subviews)
                .frame(FrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center)))
                .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
                .background(card)
        case .disclosureGroup:
            // The title and a tinted chevron; expanded, the content below it.
            let chevron = ViewNode.symbol(control.isExpanded ? "chevron.down" : "chevron.right")
                .font(.system(13, weight: 600))
                .foregroundStyle(.tint)
            let header = ViewNode.hstack([control.label, .spacer(minLength: nil), chevron])
            guard control.isExpanded else { return header }
            return .vstack(alignment: .leading, [header] + control.content.subviews)
        case .labeledContent:
            // A form row: the label leading, the value trailing in the secondary colour.
            let value = control.content.foregroundStyle(.hierarchical(level: 1))
            return .hstack([control.label, .spacer(minLength: nil), value])
        case .menu:
            // Its label, drawn as a button; the items appear only when it is tapped.
            return .control(.button(ButtonNode(label: control.label)))
        case .controlGroup:
            return control.content
        }
    }

    static let secondarySystemBackground = ColorValue(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E))
}
