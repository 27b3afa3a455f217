import DesignModel
@testable import Layout
import Testing

/// SwiftUI's controls in iOS 17's looks, as layout lowers them: sizes,
/// places and colours a designer would check against a device.
@Suite struct ControlLayoutTests {
    private func control(_ node: ControlNode, _ settings: [ControlSetting] = []) -> ViewNode {
        settings.reduce(ViewNode.control(node)) { $0.modified(.environment(.controls($1))) }
    }

    private func label(_ text: String) -> ViewNode { V.text(text) }

    /// Shapes filled with one colour, in drawing order.
    private func rects(_ laidOut: LaidOut, filled color: RGBA) -> [RenderPath] {
        laidOut.shapes.compactMap { entry in
            guard case .color(let fill)? = entry.shape.fill, fill == color else { return nil }
            return entry.shape.path
        }
    }

    private func bounds(_ path: RenderPath) -> Rect? {
        switch path {
        case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): return rect
        case .path: return nil
        }
    }

    // MARK: - Toggle

    @Test func switchThatIsOnIsAGreen51By31TrackWithTheKnobAtTheTrailingEnd() throws {
        let laidOut = LaidOut(control(.toggle(ToggleNode(label: label("Wi-Fi"), isOn: true))), width: 390)
        // The row fills the width offered; the switch sits at its trailing edge.
        #expect(laidOut.size.width == 390)
        let track = try #require(rects(laidOut, filled: RGBA(hex: 0x34C759)).first)
        guard case .roundedRect(let trackRect, let radius) = track else { Issue.record("the track is a capsule"); return }
        #expect(trackRect.size == Size(width: 51, height: 31) && radius == 15.5)
        #expect(trackRect.maxX == 390)
        let knob = try #require(rects(laidOut, filled: .white).compactMap(bounds).first)
        #expect(knob.size == Size(width: 27, height: 27))
        #expect(knob.maxX == trackRect.maxX - 2 && knob.midY == trackRect.midY)
        // The knob casts its soft shadows.
        #expect(laidOut.view.root.containsShadow)
        #expect(laidOut.texts.first?.lines.first?.runs.first?.text == "Wi-Fi")
    }

    @Test func switchThatIsOffIsGreyWithTheKnobAtTheLeadingEnd() throws {
        for (scheme, grey) in [(ColorScheme.light, 0xE9E9EB), (.dark, 0x39393D)] {
            let laidOut = LaidOut(control(.toggle(ToggleNode(label: label("Bluetooth"), isOn: false))), width: 390, scheme: scheme)
            let track = try #require(rects(laidOut, filled: RGBA(hex: grey)).compactMap(bounds).first, "\(scheme)")
            let knob = try #require(rects(laidOut, filled: .white).compactMap(bounds).first)
            #expect(knob.x == track.x + 2)
        }
        // On in the dark: iOS's dark green.
        let dark = LaidOut(control(.toggle(ToggleNode(label: label("On"), isOn: true))), width: 390, scheme: .dark)
        #expect(!rects(dark, filled: RGBA(hex: 0x30D158)).isEmpty)
    }

    @Test func aTintColoursTheSwitchAndHiddenLabelsLeaveTheSwitchAlone() throws {
        let tinted = control(.toggle(ToggleNode(label: label("Tinted"), isOn: true)), [.labelsHidden])
            .modified(.environment(.tint(.color(ColorValue(RGBA(hex: 0xFF9500))))))
        let laidOut = LaidOut(tinted, width: 390)
        #expect(laidOut.size == Size(width: 51, height: 31))
        #expect(laidOut.texts.isEmpty)
        #expect(!rects(laidOut, filled: RGBA(hex: 0xFF9500)).isEmpty)
    }

    @Test func buttonStyleToggleHasATintedBackgroundOnlyWhenOn() {
        let on = LaidOut(control(.toggle(ToggleNode(label: label("Bold"), isOn: true)), [.toggleStyle(.button)]), width: 390)
        let off = LaidOut(control(.toggle(ToggleNode(label: label("Bold"), isOn: false)), [.toggleStyle(.button)]), width: 390)
        #expect(on.size == off.size)
        #expect(!rects(on, filled: RGBA(hex: 0x007AFF, alpha: 0.15)).isEmpty)
        #expect(off.shapes.isEmpty)
        #expect(off.texts.first?.lines.first?.runs.first?.paint == .color(RGBA(hex: 0x007AFF)))
    }

    @Test func aDisabledControlIsDimmed() {
        let laidOut = LaidOut(control(.toggle(ToggleNode(label: label("Off"), isOn: true)), [.disabled(true)]), width: 390)
        #expect(laidOut.view.root.opacities.contains(0.5))
    }

    @Test func aDisabledButtonDrawsItsLabelInTheTertiaryColour() throws {
        let plain = LaidOut(control(.button(ButtonNode(label: label("Save"))), [.disabled(true)]), width: 390)
        #expect(plain.texts.first?.lines.first?.runs.first?.paint == .color(ControlColors.tertiaryLabel.light))
        let bordered = LaidOut(control(.button(ButtonNode(label: label("Save"))), [.disabled(true)])
            .modified(.environment(.buttonStyle(.borderedProminent))), width: 390)
        #expect(bordered.texts.first?.lines.first?.runs.first?.paint == .color(ControlColors.tertiaryLabel.light))
        #expect(!rects(bordered, filled: ControlColors.tertiaryFill.light).isEmpty)
        // Enabled, the same button is tinted.
        let enabled = LaidOut(control(.button(ButtonNode(label: label("Save")))), width: 390)
        #expect(enabled.texts.first?.lines.first?.runs.first?.paint == .color(RGBA(hex: 0x007AFF)))
    }

    // MARK: - Slider

    @Test func sliderFillsToTheKnobWhoseCentreTravelsTheTrackInset() throws {
        let laidOut = LaidOut(control(.slider(SliderNode(fraction: 0.25))), width: 300)
        #expect(laidOut.size == Size(width: 300, height: 28))
        let track = try #require(rects(laidOut, filled: LayoutContext.fillColor.light).compactMap(bounds).first)
        #expect(track == Rect(x: 0, y: 12, width: 300, height: 4))
        let knob = try #require(rects(laidOut, filled: .white).compactMap(bounds).first)
        // Centre at 14 + 0.25 × (300 − 28) = 82.
        #expect(knob == Rect(x: 68, y: 0, width: 28, height: 28))
        let fill = try #require(rects(laidOut, filled: RGBA(hex: 0x007AFF)).compactMap(bounds).first)
        #expect(fill == Rect(x: 0, y: 12, width: 82, height: 4))
    }

    @Test func sliderValueLabelsSitAtItsEnds() throws {
        let slider = SliderNode(fraction: 1, minimumValueLabel: label("0"), maximumValueLabel: label("100"))
        let laidOut = LaidOut(control(.slider(slider)), width: 300)
        let texts = laidOut.texts.compactMap { $0.lines.first }
        #expect(texts.map { $0.runs.first?.text } == ["0", "100"])
        #expect(texts[0].x == 0 && abs(texts[1].x + texts[1].width - 300) < 1e-6)
        let knob = try #require(rects(laidOut, filled: .white).compactMap(bounds).first)
        #expect(abs(knob.maxX - (texts[1].x - 8)) < 1e-6)
    }

    // MARK: - Stepper

    @Test func stepperIsA94By32RoundedRectangleOfTwoHalves() throws {
        let laidOut = LaidOut(control(.stepper(StepperNode(label: label("Guests"), canDecrement: false, canIncrement: true))), width: 390)
        let background = try #require(laidOut.shapes.first { entry in
            if case .color(let color)? = entry.shape.fill { return color == ControlColors.tertiaryFill.light }
            return false
        }?.shape)
        guard case .path = background.path else { Issue.record("a continuous rounded rectangle"); return }
        let separator = try #require(rects(laidOut, filled: ControlColors.separator.light).compactMap(bounds).first)
        #expect(separator.size == Size(width: 1, height: 18))
        #expect(separator.maxX == 390 - 46.5 && separator.midY == laidOut.size.height / 2)
        // The minus is drawn disabled (at the bottom of the range), the plus in the label colour.
        #expect(rects(laidOut, filled: ControlColors.tertiaryLabel.light).count == 1)
        #expect(rects(laidOut, filled: .black).count == 2)
    }

    // MARK: - ProgressView

    @Test func determinateProgressIsA4PointBarFilledToItsValue() throws {
        let laidOut = LaidOut(control(.progressView(ProgressViewNode(fraction: 0.6))), width: 200)
        #expect(laidOut.size == Size(width: 200, height: 4))
        let fill = try #require(rects(laidOut, filled: RGBA(hex: 0x007AFF)).compactMap(bounds).first)
        #expect(abs(fill.width - 120) < 1e-9 && fill.height == 4 && fill.x == 0)
        #expect(!rects(laidOut, filled: LayoutContext.fillColor.light).isEmpty)
    }

    @Test func indeterminateProgressIsAnEightSpokeSpinner() {
        let laidOut = LaidOut(control(.progressView(ProgressViewNode(fraction: nil))), width: 390)
        #expect(laidOut.size == Size(width: 20, height: 20))
        let spokes = rects(laidOut, filled: RGBA(hex: 0x8E8E93))
        #expect(spokes.count == 8)
        // Fading round the circle, from opaque to 0.3.
        let opacities = Set(laidOut.view.root.opacities.map { ($0 * 10).rounded() / 10 })
        #expect(opacities.isSuperset(of: [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]) && opacities.allSatisfy { $0 >= 0.3 })
        // `.progressViewStyle(.circular)` draws a determinate one as a spinner too, as iOS does.
        let circular = LaidOut(control(.progressView(ProgressViewNode(fraction: 0.5)), [.progressViewStyle(.circular)]), width: 390)
        #expect(circular.size == Size(width: 20, height: 20))
    }

    // MARK: - Picker

    private let days = ["Day", "Week", "Month"].map { ViewNode.text(TextContent($0)) }

    @Test func menuPickerShowsTheSelectionInTheTintWithUpDownChevrons() throws {
        let laidOut = LaidOut(control(.picker(PickerNode(label: label("View"), options: days, selection: 1))), width: 390)
        let text = try #require(laidOut.texts.first?.lines.first?.runs.first)
        #expect(text.text == "Week" && text.paint == .color(RGBA(hex: 0x007AFF)))
        #expect(laidOut.view.root.symbols == ["chevron.up.chevron.down"])
    }

    @Test func segmentedPickerHasEqualSegmentsAndAWhiteThumbOnTheSelection() throws {
        let laidOut = LaidOut(control(.picker(PickerNode(label: label("View"), options: days, selection: 1)), [.pickerStyle(.segmented)]), width: 300)
        #expect(laidOut.size == Size(width: 300, height: 32))
        let thumb = try #require(laidOut.shapes.first { entry in
            if case .color(let color)? = entry.shape.fill { return color == .white }
            return false
        }?.shape)
        guard case .path(let outline) = thumb.path else { Issue.record("a continuous rounded rectangle"); return }
        let xs = outline.elements.compactMap { element -> Double? in
            if case .move(let point) = element { return point.x }
            return nil
        }
        // The second of three 100-pt segments, inset by 2.
        #expect(xs.allSatisfy { $0 > 100 && $0 < 200 })
        let labels = laidOut.texts.compactMap { $0.lines.first?.runs.first }
        #expect(labels.map(\.text) == ["Day", "Week", "Month"])
        #expect(labels.map(\.weight) == [500, 600, 500])
        #expect(labels.allSatisfy { $0.size == 13 })
        // No hairline beside the selected segment.
        #expect(rects(laidOut, filled: ControlColors.segmentSeparator.light).isEmpty)
        let firstSelected = LaidOut(control(.picker(PickerNode(label: label("View"), options: days, selection: 0)), [.pickerStyle(.segmented)]), width: 300)
        #expect(rects(firstSelected, filled: ControlColors.segmentSeparator.light).compactMap(bounds).map(\.size) == [Size(width: 1, height: 16)])
    }

    @Test func wheelPickerIsA216PointDrumWithTheSelectionInABand() throws {
        let options = (0..<10).map { ViewNode.text(TextContent("\($0) min")) }
        let laidOut = LaidOut(control(.picker(PickerNode(label: label("Minutes"), options: options, selection: 5)), [.pickerStyle(.wheel)]), width: 320)
        #expect(laidOut.size == Size(width: 320, height: 216))
        #expect(laidOut.shapes.contains { entry in
            if case .color(let color)? = entry.shape.fill { return color == ControlColors.tertiaryFill.light }
            return false
        })
        let rows = laidOut.texts.compactMap { $0.lines.first?.runs.map(\.text).joined() }
        #expect(Set(rows) == Set((2...8).map { "\($0) min" }))
    }

    @Test func inlinePickerChecksTheSelectedRow() {
        let laidOut = LaidOut(control(.picker(PickerNode(label: label("View"), options: days, selection: 2)), [.pickerStyle(.inline)]), width: 390)
        #expect(laidOut.view.root.symbols == ["checkmark"])
    }

    // MARK: - DatePicker

    @Test func compactDatePickerShowsDateAndTimePills() {
        let picker = DatePickerNode(label: label("Starts"), date: 725_794_860)
        let laidOut = LaidOut(control(.datePicker(picker)), width: 390)
        let texts = laidOut.texts.compactMap { $0.lines.first?.runs.map(\.text).joined() }
        #expect(texts == ["Starts", "Jan 1, 2024", "9:41 AM"])
        #expect(laidOut.shapes.filter { entry in
            if case .color(let color)? = entry.shape.fill { return color == ControlColors.tertiaryFill.light }
            return false
        }.count == 2)
    }

    @Test func datesAreFormattedAsEnUSInUTC() {
        #expect(DateText.date(725_794_860) == "Jan 1, 2024")
        #expect(DateText.time(725_794_860) == "9:41 AM")
        // 2024-02-29 13:05 UTC (a leap day, after noon), and 2001-01-01 00:00.
        #expect(DateText.date(730_857_600 + 47_100) == "Feb 29, 2024")
        #expect(DateText.time(730_857_600 + 47_100) == "1:05 PM")
        #expect(DateText.date(0) == "Jan 1, 2001" && DateText.time(0) == "12:00 AM")
        #expect(DateText.date(-86_400) == "Dec 31, 2000")
    }

    // MARK: - Gauge

    @Test func gaugeStylesDrawTheirShapes() throws {
        let gauge = GaugeNode(fraction: 0.62, label: label("Ring"), currentValueLabel: label("62"))
        let capacity = LaidOut(control(.gauge(gauge), [.gaugeStyle(.accessoryCircularCapacity)]), width: 390)
        #expect(capacity.size == Size(width: 58, height: 58))
        #expect(capacity.shapes.contains { $0.shape.stroke == .color(RGBA(hex: 0x007AFF)) && $0.shape.strokeStyle?.width == 6 })
        #expect(capacity.texts.first?.lines.first?.runs.first?.text == "62")
        let open = LaidOut(control(.gauge(gauge), [.gaugeStyle(.accessoryCircular)]), width: 390)
        #expect(open.size == Size(width: 58, height: 58))
        let linear = LaidOut(control(.gauge(gauge)), width: 300)
        let fill = try #require(rects(linear, filled: RGBA(hex: 0x007AFF)).compactMap(bounds).first)
        #expect(abs(fill.width - 186) < 1e-9 && fill.height == 4)
    }
}

extension RenderNode {
    var containsShadow: Bool {
        switch self {
        case .group(let group):
            if case .shadow? = group.filter { return true }
            return group.children.contains { $0.containsShadow }
        case .shape, .text, .symbol, .placeholder, .material: return false
        }
    }

    var opacities: [Double] {
        switch self {
        case .group(let group): return (group.opacity.map { [$0] } ?? []) + group.children.flatMap(\.opacities)
        case .shape, .text, .symbol, .placeholder, .material: return []
        }
    }

    var symbols: [String] {
        switch self {
        case .group(let group): return group.children.flatMap(\.symbols)
        case .symbol(let symbol): return [symbol.name]
        case .shape, .text, .placeholder, .material: return []
        }
    }
}
