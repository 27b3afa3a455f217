import DesignModel
import Foundation

/// `Picker` in iOS 17's looks. The default outside a form, `.menu`: the
/// selected option in the tint colour with a `chevron.up.chevron.down`
/// symbol; in a list or form row, the label leading and that menu trailing
/// in the secondary label colour. `.segmented`: a 32 pt `tertiarySystemFill` track (9 pt corners)
/// of equal segments across the width offered, 13 pt medium labels, the
/// selected one semibold on a white (dark: #636366) 7 pt-cornered thumb
/// inset 2 pt with a soft shadow, hairlines between unselected segments.
/// `.wheel`: a 216 pt drum, the selected row in a grey rounded band, rows
/// above and below turned away (foreshortened and faded). `.inline`: a list
/// with a check mark on the selected row; `.navigationLink`: a row with the
/// selected value and a chevron.
enum Pickers {
    static func view(_ picker: PickerNode, in context: LayoutContext) -> ViewNode {
        switch context.controls.pickerStyle {
        case .automatic, .menu:
            // In a form row: the label leading, the value (in the secondary colour) trailing.
            guard context.isListContent, !context.controls.labelsHidden else { return menu(picker) }
            return .controlRow(label: picker.label, control: menu(picker, style: .hierarchical(level: 1)), labelsHidden: false)
        case .segmented, .palette: return segmented(picker)
        case .wheel: return wheel(picker)
        case .inline, .radioGroup: return inline(picker, labelsHidden: context.controls.labelsHidden)
        case .navigationLink: return navigationLink(picker, labelsHidden: context.controls.labelsHidden)
        }
    }

    static func selected(_ picker: PickerNode) -> ViewNode {
        guard let index = picker.selection, picker.options.indices.contains(index) else { return .empty }
        return picker.options[index]
    }

    // MARK: - Menu

    static func menu(_ picker: PickerNode, style: ShapeStyleValue = .tint) -> ViewNode {
        let chevrons = ViewNode.symbol("chevron.up.chevron.down").font(.system(13, weight: 600))
        return ViewNode.hstack(spacing: 4, [selected(picker).lineLimit(1), chevrons]).foregroundStyle(style)
    }

    // MARK: - Segmented

    static let segmentHeight = 32.0
    static let segmentInset = 2.0
    static let segmentCornerRadius = 9.0
    /// The selected segment's shadows (Apple's iOS 17 design resources).
    static let thumbShadows: [(color: ColorValue, radius: Double, y: Double)] = [
        (ColorValue(RGBA(hex: 0x000000, alpha: 0.04)), 1, 3),
        (ColorValue(RGBA(hex: 0x000000, alpha: 0.12)), 8, 3),
    ]

    static func segmented(_ picker: PickerNode) -> ViewNode {
        let count = picker.options.count
        let segments: [ViewNode] = picker.options.enumerated().map { index, option in
            let isSelected = index == picker.selection
            var segment = option
                .font(.system(13, weight: isSelected ? 600 : 500))
                .foregroundStyle(.hierarchical(level: 0))
                .lineLimit(1)
                .padding(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))
                .frame(FrameSpec(height: segmentHeight, minWidth: 0, maxWidth: .infinity))
            if isSelected {
                var thumb = ViewNode.fill(.roundedRectangle(cornerRadius: segmentCornerRadius - segmentInset, style: .continuous),
                                          .color(ControlColors.selectedSegment))
                for shadow in thumbShadows { thumb = thumb.shadow(shadow.color, radius: shadow.radius, y: shadow.y) }
                segment = segment.background(thumb.padding(EdgeInsets(all: segmentInset)))
            }
            let next = index + 1
            if next < count, !isSelected, next != picker.selection {
                let hairline = ViewNode.fill(.rectangle, .color(ControlColors.segmentSeparator)).frame(width: 1, height: 16).offset(x: 0.5)
                segment = segment.overlay(hairline, alignment: .trailing)
            }
            return segment
        }
        return ViewNode.hstack(spacing: 0, segments)
            .background(.fill(.roundedRectangle(cornerRadius: segmentCornerRadius, style: .continuous), .color(ControlColors.tertiaryFill)))
            .frame(FrameSpec(maxWidth: .infinity))
    }

    // MARK: - Wheel

    static let wheelHeight = 216.0
    static let wheelRowHeight = 34.0
    /// The drum's radius: rows 34 pt apart at the centre, 19.5° apart round it.
    static let wheelRadius = 100.0

    static func wheel(_ picker: PickerNode) -> ViewNode {
        let step = wheelRowHeight / wheelRadius
        var rows: [ViewNode] = [
            ViewNode.fill(.roundedRectangle(cornerRadius: 8, style: .continuous), .color(ControlColors.tertiaryFill))
                .frame(height: wheelRowHeight)
                .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)),
        ]
        if let selection = picker.selection {
            for distance in [3, 2, 1, 0] {
                for offset in Set([-distance, distance]).sorted() {
                    let index = selection + offset
                    guard picker.options.indices.contains(index) else { continue }
                    let angle = Double(offset) * step
                    let opacity = [1, 0.7, 0.45, 0.25][distance]
                    rows.append(picker.options[index]
                        .font(.system(21))
                        .foregroundStyle(.hierarchical(level: 0))
                        .lineLimit(1)
                        .modified(.effect(.scale(x: 1, y: cos(angle), anchor: UnitPoint(x: 0.5, y: 0.5))))
                        .offset(y: wheelRadius * sin(angle))
                        .opacity(opacity))
                }
            }
        }
        return ViewNode.zstack(rows)
            .frame(FrameSpec(height: wheelHeight, maxWidth: .infinity))
            .modified(.effect(.clipped))
    }

    // MARK: - Inline and navigation link

    static func inline(_ picker: PickerNode, labelsHidden: Bool) -> ViewNode {
        var rows: [ViewNode] = []
        if !labelsHidden {
            rows.append(picker.label
                .font(.system(13, textStyle: "footnote"))
                .modified(.environment(.textCase(.uppercase)))
                .foregroundStyle(.hierarchical(level: 1))
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 6, trailing: 0)))
        }
        for (index, option) in picker.options.enumerated() {
            if index > 0 { rows.append(.divider) }
            var row = [option, ViewNode.spacer(minLength: nil)]
            if index == picker.selection {
                row.append(ViewNode.symbol("checkmark").font(.system(17, weight: 600)).foregroundStyle(.tint))
            }
            rows.append(ViewNode.hstack(row).frame(FrameSpec(minHeight: 44)))
        }
        return ViewNode.vstack(spacing: 0, alignment: .leading, rows).frame(FrameSpec(maxWidth: .infinity))
    }

    static func navigationLink(_ picker: PickerNode, labelsHidden: Bool) -> ViewNode {
        let chevron = ViewNode.symbol("chevron.right").font(.system(13, weight: 600)).foregroundStyle(.hierarchical(level: 2))
        let value = selected(picker).foregroundStyle(.hierarchical(level: 1)).lineLimit(1)
        var row: [ViewNode] = labelsHidden ? [] : [picker.label]
        row += [.spacer(minLength: nil), value, chevron]
        return ViewNode.hstack(row).frame(FrameSpec(minHeight: 44))
    }
}
