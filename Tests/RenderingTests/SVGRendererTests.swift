import DesignModel
import Foundation
import Layout
@testable import Rendering
import SnapshotTesting
import Testing
import TextShaping

/// Lays a view out and draws it, as the site does.
private func svg(_ node: ViewNode, width: Double? = 390, height: Double? = nil, scheme: ColorScheme = .light,
                 background: RGBA? = RGBA(hex: 0xFFFFFF), prefix: String = "t") -> String {
    let engine = LayoutEngine(measurer: TextMeasurer(library: .standard))
    let view = engine.layout(node, colorScheme: scheme, proposal: ProposedSize(width: width, height: height))
    return SVGRenderer(idPrefix: prefix, background: background, title: "Test", catalog: FontCatalog()).render(view).render()
}

private func color(_ hex: Int, alpha: Double = 1) -> ColorValue { ColorValue(RGBA(hex: hex, alpha: alpha)) }
private func frame(_ node: ViewNode, _ width: Double, _ height: Double) -> ViewNode {
    node.modified(.layout(.frame(FrameSpec(width: width, height: height))))
}

/// A WHOOP-style ring: a track and a round-capped arc turned to open at the bottom.
private func ring(progress: Double) -> ViewNode {
    let track = ViewNode.shape(ShapeView(shape: .circle, isFilled: false, stroke: .init(style: .color(color(0x2A2A2A)), lineWidth: 12)))
    let arc = ViewNode.shape(ShapeView(shape: .circle, trim: 0...progress, isFilled: false,
                                       stroke: .init(style: .color(color(0xD5E101)), lineWidth: 12, lineCap: .round)))
        .modified(.effect(.rotation(degrees: 90, anchor: UnitPoint(x: 0.5, y: 0.5))))
    return frame(.stack(StackNode(kind: .depth, alignment: .center, spacing: nil, children: [track, arc])), 240, 240)
}

/// A component's two SVGs come from one rendering of its picture; they
/// must be the two documents rendered apart.
@Suite struct RenderedDocumentsTests {
    @Test func areTheDocumentsRenderedApart() {
        let engine = LayoutEngine(measurer: TextMeasurer(library: .standard))
        let views = [
            ViewNode.text(TextContent("73")),
            frame(.color(color(0xFF0000)), 100, 40),
            ring(progress: 0.5),
            .stack(StackNode(kind: .vertical, alignment: .center, spacing: 4, children: [.text(TextContent("a </title> & <b>")), ring(progress: 0.2)])),
        ]
        for node in views {
            let view = engine.layout(node, colorScheme: .light, proposal: ProposedSize(width: 390, height: nil))
            for title in ["Test", "a </title> <title> \"quoted\" & 'single'", ""] {
                for prefix in [nil, "../../assets/fonts/"] {
                    let renderer = SVGRenderer(idPrefix: "t", background: RGBA(hex: 0xFFFFFF), title: title, fontURLPrefix: prefix, catalog: FontCatalog())
                    let apart = renderer.documents(view)
                    let together = renderer.renderedDocuments(view)
                    #expect(together.inline == apart.inline.render())
                    #expect(together.standalone == apart.standalone.render())
                }
            }
        }
    }
}

@Suite struct SVGRendererTests {
    @Test func documentHasNamespaceSizeAndViewBox() {
        let output = svg(frame(.color(color(0xFF0000)), 100, 40))
        // 16 points of margin on each side, so glows are not cut off.
        #expect(output.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="132" height="72" viewBox="0 0 132 72""##))
        #expect(output.contains(##"<rect width="132" height="72" fill="#FFFFFF"/>"##))
        #expect(output.contains(##"<rect width="100" height="40" fill="#FF0000"/>"##))
    }

    @Test func trimmedRingIsAnArcWithRoundCapsUnderItsRotation() {
        let output = svg(ring(progress: 0.25), width: nil)
        #expect(output.contains(##"<circle cx="120" cy="120" r="120" fill="none" stroke="#2A2A2A" stroke-width="12"/>"##))
        #expect(output.contains(##"<g transform="rotate(90 120 120)"><path d="M240 120 A120 120 0 0 1 120 240" fill="none" stroke="#D5E101" stroke-width="12" stroke-linecap="round"/></g>"##))
    }

    @Test func ringMatchesSnapshot() {
        assertSnapshot(of: svg(ring(progress: 0.73), width: nil, background: RGBA(hex: 0x0B0B0B), prefix: "ring"), as: .svg, named: "ring-73")
    }

    @Test func strokeBorderSitsInsideTheOutline() {
        let node = frame(.shape(ShapeView(shape: .circle, isFilled: false, stroke: .init(style: .color(color(0x25D366)), lineWidth: 2.5, isBorder: true))), 54, 54)
        #expect(svg(node, width: nil).contains(##"<circle cx="27" cy="27" r="25.75" fill="none" stroke="#25D366" stroke-width="2.5"/>"##))
    }

    @Test func shadowIsAFilterWithColourRadiusAndOffset() throws {
        let node = frame(.shape(ShapeView(shape: .rectangle, fill: .color(color(0xFFFFFF)))), 100, 40)
            .modified(.effect(.shadow(color: color(0x000000, alpha: 0.08), radius: 2, x: 0, y: 1)))
        let output = svg(node, width: nil, background: RGBA(hex: 0xEFEAE2))
        // SwiftUI's radius is a blur radius: a Gaussian of half of it.
        #expect(output.contains(##"<feGaussianBlur in="SourceAlpha" stdDeviation="1""##))
        #expect(output.contains(##"<feOffset in="t-filter1-blur" dx="0" dy="1""##))
        #expect(output.contains(##"<feFlood flood-color="#000000" flood-opacity="0.08"/>"##))
        #expect(output.contains(#"filter="url(#t-filter1)""#))
    }

    @Test func linearGradientKeepsItsStopsAndDirection() {
        let gradient = LinearGradientValue(gradient: Gradient(colors: [color(0x005F2F), color(0x00FF7B), color(0x67E26B)]),
                                           startPoint: UnitPoint(x: 0, y: 0.5), endPoint: UnitPoint(x: 1, y: 0.5))
        let output = svg(frame(.shape(ShapeView(shape: .rectangle, fill: .linearGradient(gradient))), 200, 12), width: nil)
        #expect(output.contains(##"<linearGradient id="t-gradient1" gradientUnits="userSpaceOnUse" x1="0" y1="6" x2="200" y2="6">"##))
        #expect(output.contains(##"<stop offset="0" stop-color="#005F2F"/><stop offset="0.5" stop-color="#00FF7B"/><stop offset="1" stop-color="#67E26B"/>"##))
    }

    @Test func conicGradientColoursFollowTheAngle() {
        let stops = [GradientStop(offset: 0, color: RGBA(hex: 0xFF0000)), GradientStop(offset: 1, color: RGBA(hex: 0x0000FF))]
        #expect(RenderContext.color(at: 0, in: stops) == RGBA(hex: 0xFF0000))
        #expect(RenderContext.color(at: 1, in: stops) == RGBA(hex: 0x0000FF))
        let middle = RenderContext.color(at: 0.5, in: stops)
        #expect(abs(middle.red - 0.5) < 1e-9 && abs(middle.blue - 0.5) < 1e-9 && middle.green == 0)
        let style = AngularGradientValue(gradient: Gradient(colors: [color(0xFF0000), color(0x0000FF)]), center: UnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360)
        let output = svg(frame(.shape(ShapeView(shape: .circle, fill: .angularGradient(style))), 100, 100), width: nil)
        #expect(output.contains(##"<pattern id="t-conic1" patternUnits="userSpaceOnUse""##))
        #expect(output.contains(##"fill="url(#t-conic1)""##))
        // Wedges run from red at 3 o'clock to blue.
        #expect(output.components(separatedBy: "<path d=\"M4000 4000").count - 1 == 240)
    }

    @Test func materialBlursWhatWasPaintedBeforeIt() {
        // A red square, then a thin material over its right half.
        let node = frame(.stack(StackNode(kind: .depth, alignment: .trailing, spacing: nil, children: [
            frame(.color(color(0xFF0000)), 100, 100),
            frame(.style(.material(.thin)), 50, 100),
        ])), 100, 100)
        let output = svg(node, width: nil)
        #expect(output.contains(##"<g class="material" data-material="thin">"##))
        // The copy behind the material has the canvas and the red square, blurred and clipped to the material.
        let material = String(output[output.range(of: ##"<g class="material""##)!.lowerBound...])
        #expect(material.contains(##"<rect x="-16" y="-16" width="132" height="132" fill="#FFFFFF"/>"##))
        #expect(material.contains(##"<rect width="100" height="100" fill="#FF0000"/>"##))
        #expect(output.contains(##"<clipPath id="t-clip"##))
        #expect(output.contains(##"<feGaussianBlur stdDeviation="10" edgeMode="duplicate"/>"##))
    }

    @Test func aShapeFilledWithAMaterialIsAMaterialInThatShape() {
        let node = frame(.stack(StackNode(kind: .depth, alignment: .center, spacing: nil, children: [
            frame(.color(color(0x00FF00)), 60, 60),
            frame(.shape(ShapeView(shape: .circle, fill: .material(.ultraThin))), 34, 34),
        ])), 60, 60)
        let output = svg(node, width: nil)
        #expect(output.contains(##"<g class="material" data-material="ultraThin">"##))
        #expect(output.contains(##"<clipPath id="t-clip1"><circle cx="30" cy="30" r="17"/></clipPath>"##))
    }

    @Test func textUsesTheShippedFontWithItsExactFill() {
        let node = ViewNode.text(TextContent("73"))
            .modified(.environment(.font(FontSpec(family: .system(.default), size: 64, weight: 700))))
            .modified(.environment(.foregroundStyle(.color(color(0xFFFFFF)), secondary: nil)))
            .modified(.environment(.monospacedDigit))
            .modified(.environment(.tracking(-1)))
        let output = svg(node, width: nil, background: RGBA(hex: 0x000000))
        #expect(output.contains(##"font-family="Inter" font-size="64" font-weight="700" letter-spacing="-1" style="font-variant-numeric: tabular-nums" fill="#FFFFFF">73</tspan>"##))
    }

    /// A symbol with a stand-in is its layers as filled paths (no font, so
    /// the SVG stays standalone); one with none is a marked placeholder.
    @Test func symbolsAreTheirIconsPathsOrAMarkedPlaceholder() {
        let triangle = PathData([.move(Point(x: 2, y: 10)), .line(Point(x: 6, y: 2)), .line(Point(x: 10, y: 10)), .close])
        let bounds = Rect(x: 2, y: 2, width: 8, height: 8)
        let red = Paint.color(RGBA(hex: 0xFF0000))
        func render(_ symbol: RenderSymbol) -> String {
            let view = RenderedView(size: Size(width: 12, height: 12), root: .symbol(symbol))
            return SVGRenderer(idPrefix: "t", background: nil, title: "Test", catalog: FontCatalog()).render(view).render()
        }
        let mapped = render(RenderSymbol(name: "triangle.fill", bounds: bounds, icon: "triangle-fill",
                                         layers: [.init(path: triangle, paint: red, opacity: 0.5)], paint: red, renderingMode: .hierarchical))
        #expect(mapped.contains(##"<g class="sf-symbol" data-symbol="triangle.fill"><title>SF Symbol triangle.fill (drawn with triangle-fill, hierarchical)</title>"##))
        #expect(mapped.contains(##"<path d="M2 10 L6 2 L10 10 Z" fill="#FF0000" opacity="0.5"/>"##))
        #expect(!mapped.contains("<text") && !mapped.contains("font-family"))
        let unmapped = render(RenderSymbol(name: "no.such.symbol", bounds: bounds, icon: nil, layers: [], paint: red, renderingMode: nil))
        #expect(unmapped.contains(##"<g class="sf-symbol unmapped" data-symbol="no.such.symbol"><title>SF Symbol no.such.symbol (no stand-in icon: placeholder glyph)</title>"##))
        #expect(unmapped.contains("stroke-dasharray"))
    }

    /// A stand-in image says what goes there when its name fits, else shows
    /// a picture icon; content that could not be built always says why.
    @Test func standInImagesAreLabelledOrShowAPictureIcon() {
        let photo = svg(frame(.image(ImageContent(source: .asset("heroPhoto"), isResizable: true)), 200, 120))
        #expect(photo.contains(">heroPhoto</text>") && !photo.contains("<path"))
        let avatar = svg(frame(.image(ImageContent(source: .asset("authorAvatarImage"), isResizable: true)), 32, 32))
        #expect(!avatar.contains("authorAvatarImage</text>") && avatar.contains("<circle"), "\(avatar)")
        let failed = svg(frame(.placeholder(Placeholder(label: "GeometryReader content failed: no such name")), 32, 32))
        #expect(failed.contains("no such name</text>") && !failed.contains("<circle"))
    }

    @Test func colourEffectsAreFilters() {
        let square = frame(.color(color(0xFF0000)), 10, 10)
        #expect(svg(square.modified(.effect(.hueRotation(degrees: 8))), width: nil).contains(##"<feColorMatrix type="hueRotate" values="8"/>"##))
        #expect(svg(square.modified(.effect(.colorMultiply(color(0x0000FF)))), width: nil)
            .contains(##"<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 1 0"/>"##))
        #expect(svg(square.modified(.effect(.contrast(2))), width: nil).contains(##"<feFuncR type="linear" slope="2" intercept="-0.5"/>"##))
        #expect(svg(square.modified(.effect(.colorInvert)), width: nil).contains(##"<feFuncG type="linear" slope="-1" intercept="1"/>"##))
    }

    @Test func sameViewGivesTheSameBytes() {
        #expect(svg(ring(progress: 0.5)) == svg(ring(progress: 0.5)))
    }
}
