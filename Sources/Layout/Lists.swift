import DesignModel

/// `List` and `Form` in iOS 17's looks, as a screen that scrolls.
///
/// `.insetGrouped` (the default, and `.sidebar`, and every `Form`): a
/// `systemGroupedBackground` canvas; each section a
/// `secondarySystemGroupedBackground` card 16 pt in from the screen's edges
/// with 10 pt continuous corners; rows at least 44 pt tall, their content
/// 20 pt in from the card's edges and centred with at least 8 pt above and
/// below (a line of body text sits 11 pt from each edge); hairline
/// separators (⅓ pt, `opaqueSeparator`) between rows, from the leading edge
/// of the row's text to the card's edge. Section headers: footnote (13 pt),
/// uppercase, secondary label colour, 20 pt in from the card, 7 pt above
/// it; footers likewise below it, not uppercased. Sections stand 35 pt
/// apart (17 pt above a header).
///
/// `.grouped`: the same rhythm with full-width sections between hairlines.
/// `.plain` and `.inset`: rows on the `systemBackground` canvas (`.inset`
/// 16 pt in from the edges), headers in 15 pt semibold.
///
/// What rows set travels up as `ListRowSetting`s: a background instead of
/// the card colour, insets, hidden or tinted separators; a row's `.badge`
/// is drawn at its trailing edge in the secondary label colour.
enum Lists {
    static let rowMinHeight = 44.0
    static let rowInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    static let cardInset = 16.0
    static let cornerRadius = 10.0
    static let sectionSpacing = 35.0
    static let headerTop = 17.0
    static let headerBottom = 7.0
    static let footerTop = 7.0
    /// Below a footer, before the next section's spacing.
    static let footerBottom = 6.0
    static let separatorThickness = 1.0 / 3.0

    static let headerFont = FontSpec.system(13, textStyle: "footnote")
    static let plainHeaderFont = FontSpec.system(15, weight: 600, textStyle: "subheadline")

    /// The look a list is drawn in.
    enum Look {
        case insetGrouped, grouped, plain, inset

        init(_ style: ListStyleKind, isForm: Bool) {
            if isForm { self = .insetGrouped; return }
            switch style {
            case .automatic, .insetGrouped, .sidebar: self = .insetGrouped
            case .grouped: self = .grouped
            case .plain: self = .plain
            case .inset: self = .inset
            }
        }

        var isGrouped: Bool { self == .insetGrouped || self == .grouped }
    }

    /// What the rows of a section, or one row, set for the list.
    struct RowSettings {
        var background: ViewNode?
        var insets: EdgeInsets??
        var separatorHidden = false
        var separatorTint: ShapeStyleValue?
        var sectionSeparatorHidden = false
        /// `.badge(...)` on a row: drawn at its trailing edge.
        var badge: String?

        mutating func apply(_ setting: ListRowSetting) {
            // The innermost setting (closest to the row) wins; settings are
            // applied from the outside in.
            switch setting {
            case .background(let view): background = view
            case .insets(let value): insets = .some(value)
            case .separatorHidden(let hidden): separatorHidden = hidden
            case .separatorTint(let style): separatorTint = style
            case .sectionSeparatorHidden(let hidden): sectionSeparatorHidden = hidden
            }
        }
    }

    struct Row {
        var view: ViewNode
        var settings: RowSettings
    }

    struct Section {
        var header: ViewNode?
        var rows: [Row] = []
        var footer: ViewNode?
        var separatorHidden = false
    }

    static func view(_ list: ListNode, in context: LayoutContext) -> (view: ViewNode, context: LayoutContext) {
        let look = Look(context.controls.listStyle, isForm: list.isForm)
        var rowContext = context
        rowContext.isListContent = true
        let sections = Self.sections(list.content)
        var blocks: [ViewNode] = []
        for (index, section) in sections.enumerated() {
            blocks.append(block(section, look: look, isFirst: index == 0))
        }
        var column = ViewNode.vstack(spacing: 0, alignment: .leading, blocks)
            .padding(EdgeInsets(top: 0, leading: 0, bottom: look.isGrouped ? sectionSpacing : 0, trailing: 0))
        if look == .insetGrouped || look == .inset {
            column = column.padding(EdgeInsets(top: 0, leading: cardInset, bottom: 0, trailing: cardInset))
        }
        var screen = ViewNode.scrollView(axis: .vertical, content: column)
            .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        if !context.controls.scrollContentBackgroundHidden {
            let canvas = look.isGrouped ? ControlColors.systemGroupedBackground : ControlColors.systemBackground
            screen = screen.background(ViewNode.color(canvas).modified(.layout(.ignoresSafeArea(top: true, bottom: true))))
        }
        return (screen, rowContext)
    }

    /// A section's header, rows and footer, with the space above it.
    private static func block(_ section: Section, look: Look, isFirst: Bool) -> ViewNode {
        var parts: [ViewNode] = []
        let textInset = rowInsets.leading
        if let header = section.header {
            let styled: ViewNode
            if look.isGrouped {
                styled = header.font(headerFont).modified(.environment(.textCase(.uppercase))).foregroundStyle(.hierarchical(level: 1))
            } else {
                styled = header.font(plainHeaderFont).foregroundStyle(.hierarchical(level: 1))
            }
            let top = look.isGrouped ? headerTop : (isFirst ? 8 : 16)
            parts.append(styled
                .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
                .padding(EdgeInsets(top: top, leading: textInset, bottom: look.isGrouped ? headerBottom : 6, trailing: textInset)))
        } else if look.isGrouped {
            parts.append(ViewNode.empty.frame(height: sectionSpacing))
        }
        if !section.rows.isEmpty { parts.append(rows(section, look: look)) }
        if let footer = section.footer {
            parts.append(footer.font(headerFont).foregroundStyle(.hierarchical(level: 1))
                .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
                .padding(EdgeInsets(top: footerTop, leading: textInset, bottom: look.isGrouped ? footerBottom : 8, trailing: textInset)))
        }
        return .vstack(spacing: 0, alignment: .leading, parts)
    }

    /// The rows of a section: a card, full-width rows between hairlines, or rows on the canvas.
    private static func rows(_ section: Section, look: Look) -> ViewNode {
        let separator = ShapeStyleValue.color(ControlColors.opaqueSeparator)
        let count = section.rows.count
        let rows: [ViewNode] = section.rows.enumerated().map { index, row in
            let insets = (row.settings.insets ?? nil) ?? rowInsets
            let rowBackground: ViewNode = row.settings.background ?? (look.isGrouped ? .color(ControlColors.secondarySystemGroupedBackground) : .empty)
            var content = row.view
            if let badge = row.settings.badge {
                content = .hstack([content, .spacer(minLength: 8), ViewNode.text(badge).foregroundStyle(.hierarchical(level: 1))])
            }
            var view = content
                .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
                .padding(insets)
                .frame(FrameSpec(minHeight: rowMinHeight))
                .background(rowBackground)
            let isLast = index == count - 1
            let nextHides = !isLast && section.rows[index + 1].settings.separatorHidden
            let drawn = !isLast || look == .plain || look == .inset
            if drawn, !row.settings.separatorHidden, !nextHides {
                view = view.modified(.layout(.rowSeparator(row.settings.separatorTint ?? separator, thickness: separatorThickness, leading: insets.leading)))
            }
            return view
        }
        let stack = ViewNode.vstack(spacing: 0, rows)
        switch look {
        case .insetGrouped:
            return stack.modified(.effect(.clipShape(.roundedRectangle(cornerRadius: cornerRadius, style: .continuous))))
        case .grouped:
            guard !section.separatorHidden else { return stack }
            let line = ViewNode.fill(.rectangle, separator).frame(height: separatorThickness)
            return stack.overlay(line, alignment: .top).overlay(line, alignment: .bottom)
        case .plain, .inset:
            return stack
        }
    }

    // MARK: - Rows and sections from the list's content

    /// The list's content as sections: `Section`s as they are, the rows
    /// between them gathered into sections of their own. A `ForEach`'s or
    /// a section's modifiers apply to each of its rows.
    static func sections(_ content: [ViewNode]) -> [Section] {
        var sections: [Section] = []
        var loose: [Row] = []
        func flushLoose() {
            if !loose.isEmpty { sections.append(Section(rows: loose)) }
            loose = []
        }
        func visit(_ node: ViewNode, settings: RowSettings, modifiers: [ViewModifier], depth: Int) {
            guard depth < 64 else { loose.append(Row(view: node, settings: settings)); return }
            var (core, own, rowSettings) = peel(node, settings)
            own = modifiers + own
            // Groups and sections shape the list; any other view, whatever
            // its kind, is one row (so no kind needs listing here).
            if case .empty = core { return }
            if case .group(let children) = core {
                for child in children { visit(child, settings: rowSettings, modifiers: own, depth: depth + 1) }
            } else if case .control(.section(let section)) = core {
                flushLoose()
                var built = Section(header: section.header.map { wrap($0, own) }, footer: section.footer.map { wrap($0, own) },
                                    separatorHidden: rowSettings.sectionSeparatorHidden)
                var inner: [Row] = []
                collectRows(section.content, settings: rowSettings, modifiers: own, depth: depth + 1, into: &inner)
                built.rows = inner
                sections.append(built)
            } else {
                core = wrap(core, own)
                loose.append(Row(view: core, settings: rowSettings))
            }
        }
        for child in content { visit(child, settings: RowSettings(), modifiers: [], depth: 0) }
        flushLoose()
        return sections
    }

    /// A section's rows (a section inside a section is drawn as its rows).
    private static func collectRows(_ content: [ViewNode], settings: RowSettings, modifiers: [ViewModifier], depth: Int, into rows: inout [Row]) {
        for node in content {
            var (core, own, rowSettings) = peel(node, settings)
            own = modifiers + own
            guard depth < 64 else { rows.append(Row(view: wrap(core, own), settings: rowSettings)); continue }
            if case .empty = core { continue }
            if case .group(let children) = core {
                collectRows(children, settings: rowSettings, modifiers: own, depth: depth + 1, into: &rows)
            } else if case .control(.section(let section)) = core {
                collectRows(section.content, settings: rowSettings, modifiers: own, depth: depth + 1, into: &rows)
            } else {
                rows.append(Row(view: wrap(core, own), settings: rowSettings))
            }
        }
    }

    /// A node's outer chain of modifiers taken apart: the view inside, the
    /// modifiers that are not list settings (outermost first), and the
    /// settings with the list's ones applied.
    private static func peel(_ node: ViewNode, _ inherited: RowSettings) -> (ViewNode, [ViewModifier], RowSettings) {
        var settings = inherited
        var modifiers: [ViewModifier] = []
        var current = node
        while case .modified(let child, let modifier) = current, modifiers.count < 10_000 {
            switch modifier {
            case .container(.listRow(let setting)): settings.apply(setting)
            case .container(.badge(let text)): settings.badge = text
            case .layout, .environment, .effect, .container: modifiers.append(modifier)
            }
            current = child
        }
        return (current, modifiers, settings)
    }

    /// A view with modifiers (outermost first) applied again.
    private static func wrap(_ node: ViewNode, _ modifiers: [ViewModifier]) -> ViewNode {
        modifiers.reversed().reduce(node) { $0.modified($1) }
    }

    /// A `Section` outside a list: its header, content and footer in the
    /// stack around it, as SwiftUI lays them out.
    static func standaloneSection(_ section: SectionNode) -> ViewNode {
        .group([section.header].compactMap { $0 } + section.content + [section.footer].compactMap { $0 })
    }
}

/// A list row's separator (`LayoutModifier.rowSeparator`): the row, then a
/// hairline along its bottom from the leading edge of its first text (or
/// `leading` in from its edge when it has none) to its trailing edge.
final class RowSeparatorElement: WrapperElement {
    let style: ShapeStyleValue
    let thickness: Double
    let leading: Double

    init(child: Element, style: ShapeStyleValue, thickness: Double, leading: Double, context: LayoutContext) {
        self.style = style
        self.thickness = thickness
        self.leading = leading
        super.init(child: child, context: context)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let nodes = child.render(in: rect, proposal: proposal)
        let start = Self.firstTextX(nodes).map { min(max($0, rect.x), rect.maxX) } ?? rect.x + leading
        let line = Rect(x: start, y: rect.maxY - thickness, width: max(rect.maxX - start, 0), height: thickness)
        return nodes + [.shape(RenderShape(path: .rect(line), fill: context.paint(style, in: line)))]
    }

    /// Where the first text drawn starts, looking through groups in drawing order.
    static func firstTextX(_ nodes: [RenderNode]) -> Double? {
        var pending = Array(nodes.reversed())
        var visited = 0
        while let node = pending.popLast(), visited < 100_000 {
            visited += 1
            switch node {
            case .group(let group): pending.append(contentsOf: group.children.reversed())
            case .text(let text): if let line = text.lines.first { return line.x }
            case .shape, .symbol, .placeholder, .material: continue
            }
        }
        return nil
    }
}
