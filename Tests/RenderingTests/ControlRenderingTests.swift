import DesignModel
import Foundation
import Layout
@testable import Rendering
import SnapshotTesting
import Testing
import TextShaping

/// SwiftUI's controls drawn as SVG in both colour schemes: the exact iOS
/// colours in the output, and a snapshot of a gallery of every control.
@Suite struct ControlRenderingTests {
    private func svg(_ node: ViewNode, scheme: ColorScheme, prefix: String = "c") -> String {
        let engine = LayoutEngine(measurer: TextMeasurer(library: .standard))
        let view = engine.layout(node, colorScheme: scheme, proposal: ProposedSize(width: 390, height: nil))
        let background = scheme == .dark ? RGBA(hex: 0x000000) : RGBA(hex: 0xFFFFFF)
        return SVGRenderer(idPrefix: prefix, background: background, title: "Controls", catalog: FontCatalog()).render(view).render()
    }

    private func text(_ string: String) -> ViewNode { .text(TextContent(string)) }

    private func styled(_ control: ControlNode, _ setting: ControlSetting? = nil) -> ViewNode {
        let node = ViewNode.control(control)
        return setting.map { node.modified(.environment(.controls($0))) } ?? node
    }

    /// Every control in its default look, and the other styles of each.
    private var gallery: ViewNode {
        let days = ["Day", "Week", "Month"].map(text)
        let rows: [ViewNode] = [
            styled(.toggle(ToggleNode(label: text("Wi-Fi"), isOn: true))),
            styled(.toggle(ToggleNode(label: text("Bluetooth"), isOn: false))),
            styled(.toggle(ToggleNode(label: text("Bold"), isOn: true)), .toggleStyle(.button)),
            styled(.slider(SliderNode(fraction: 0.3))),
            styled(.stepper(StepperNode(label: text("Guests"), canDecrement: false))),
            styled(.progressView(ProgressViewNode(fraction: 0.6, label: text("Downloading")))),
            styled(.progressView(ProgressViewNode(fraction: nil))),
            styled(.picker(PickerNode(label: text("View"), options: days, selection: 1))),
            styled(.picker(PickerNode(label: text("View"), options: days, selection: 1)), .pickerStyle(.segmented)),
            styled(.picker(PickerNode(label: text("View"), options: days, selection: 1)), .pickerStyle(.wheel)),
            styled(.datePicker(DatePickerNode(label: text("Starts"), date: 725_794_860))),
            .stack(StackNode(kind: .horizontal, alignment: .center, spacing: 24, children: [
                styled(.gauge(GaugeNode(fraction: 0.62, label: text("Ring"), currentValueLabel: text("62"))), .gaugeStyle(.accessoryCircularCapacity)),
                styled(.gauge(GaugeNode(fraction: 0.4, label: text("BPM"), currentValueLabel: text("72"), minimumValueLabel: text("40"),
                                        maximumValueLabel: text("100"))), .gaugeStyle(.accessoryCircular)),
            ])),
        ]
        return ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: 16, children: rows))
            .modified(.layout(.padding(EdgeInsets(all: 16))))
    }

    @Test func controlsMatchSnapshotsInBothSchemes() {
        assertSnapshot(of: svg(gallery, scheme: .light, prefix: "light"), as: .svg, named: "controls-light")
        assertSnapshot(of: svg(gallery, scheme: .dark, prefix: "dark"), as: .svg, named: "controls-dark")
    }

    @Test func switchesAreDrawnInUIKitsColours() {
        let on = styled(.toggle(ToggleNode(label: text("On"), isOn: true)))
        let off = styled(.toggle(ToggleNode(label: text("Off"), isOn: false)))
        #expect(svg(on, scheme: .light).contains(##"<rect x="339" width="51" height="31" rx="15.5" fill="#34C759"/>"##))
        #expect(svg(on, scheme: .dark).contains(##"width="51" height="31" rx="15.5" fill="#30D158"/>"##))
        #expect(svg(off, scheme: .light).contains(##"width="51" height="31" rx="15.5" fill="#E9E9EB"/>"##))
        #expect(svg(off, scheme: .dark).contains(##"width="51" height="31" rx="15.5" fill="#39393D"/>"##))
        // The knob: white, 27 pt, 2 pt inside the trailing end, with a wide soft shadow.
        let output = svg(on, scheme: .light)
        #expect(output.contains(##"<circle cx="374.5" cy="15.5" r="13.5" fill="#FFFFFF"/>"##))
        #expect(output.contains(##"<feFlood flood-color="#000000" flood-opacity="0.15"/>"##))
    }

    @Test func segmentedControlTrackAndThumbColours() {
        let days = ["Day", "Week"].map(text)
        let node = styled(.picker(PickerNode(label: text("View"), options: days, selection: 0)), .pickerStyle(.segmented))
        // tertiarySystemFill: #767680 at 12 % (light), 24 % (dark); the thumb white, or #636366 in the dark.
        let light = svg(node, scheme: .light), dark = svg(node, scheme: .dark)
        #expect(light.contains(##"fill="#767680" fill-opacity="0.12""##) && light.contains(##"fill="#FFFFFF""##))
        #expect(dark.contains(##"fill="#767680" fill-opacity="0.24""##) && dark.contains(##"fill="#636366""##))
        #expect(light.contains(##"font-size="13" font-weight="600""##) && light.contains(##"font-size="13" font-weight="500""##))
    }
}
