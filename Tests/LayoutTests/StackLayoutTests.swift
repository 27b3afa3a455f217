import DesignModel
@testable import Layout
import Testing

/// Stacks, frames, padding and overlays: parent proposes, child chooses,
/// parent places.
@Suite struct StackLayoutTests {
    @Test func fixedAndFlexibleChildrenShareAnHStack() throws {
        // HStack { Color.red.frame(width: 100); Color.blue } offered 300 × 50.
        let laidOut = LaidOut(V.hstack(V.color(0xFF0000).frame(width: 100), V.color(0x0000FF)), width: 300, height: 50)
        #expect(laidOut.size == Size(width: 300, height: 50))
        #expect(try #require(laidOut.rect(filledWith: 0xFF0000)) == Rect(x: 0, y: 0, width: 100, height: 50))
        // The default spacing is 8; the flexible colour takes the rest.
        #expect(try #require(laidOut.rect(filledWith: 0x0000FF)) == Rect(x: 108, y: 0, width: 192, height: 50))
    }

    @Test func leastFlexibleChildIsSizedFirst() throws {
        // Two colours, one capped at 50: the capped one is less flexible and
        // takes its 50 first; the other gets everything left.
        let laidOut = LaidOut(V.hstack(spacing: 0, V.color(0x0000FF), V.color(0xFF0000).frame(maxWidth: 50)), width: 300, height: 20)
        #expect(try #require(laidOut.rect(filledWith: 0x0000FF)).width == 250)
        #expect(try #require(laidOut.rect(filledWith: 0xFF0000)) == Rect(x: 250, y: 0, width: 50, height: 20))
    }

    @Test func flexibleViewsShareTheWidthEvenly() {
        // The Field Guide's example: Color, Text, Color. The text is the least
        // flexible and is offered a third, so it wraps.
        let text = "Hello, world"
        let ideal = LaidOut(V.text(text), width: nil).size.width
        let width = ideal * 2.5
        let laidOut = LaidOut(V.hstack(V.color(0x800080), V.text(text), V.color(0xFFC0CB)), width: width, height: 100)
        let lines = laidOut.texts.first?.lines ?? []
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.width <= (width - 16) / 3 + 0.001 })
    }

    @Test func textBesideASpacerKeepsItsIdealWidth() throws {
        let text = "Yes, about to head out"
        let ideal = LaidOut(V.text(text), width: nil).size.width
        let laidOut = LaidOut(V.hstack(V.text(text), V.spacer(minLength: 78)), width: 382)
        let drawn = try #require(laidOut.texts.first)
        #expect(drawn.lines.count == 1)
        #expect(abs(drawn.lines[0].width - ideal) < 1e-9)
        #expect(laidOut.size.width == 382)
    }

    @Test func spacerKeepsItsMinimumWhenSpaceRunsOut() throws {
        let text = String(repeating: "word ", count: 30)
        let laidOut = LaidOut(V.hstack(spacing: 0, V.text(text), V.spacer(minLength: 40)), width: 300)
        let drawn = try #require(laidOut.texts.first)
        #expect(drawn.lines.count > 1)
        #expect(drawn.lines.allSatisfy { $0.width <= 260 + 0.001 })
    }

    @Test func nestedFramesWithMaxWidths() throws {
        // Color.green.frame(maxWidth: 200).frame(maxWidth: .infinity): the
        // inner frame stops at 200 and is centred in the outer one.
        let node = V.color(0x00FF00).frame(maxWidth: 200).frame(maxWidth: .infinity).frame(height: 10)
        let laidOut = LaidOut(node, width: 390)
        #expect(laidOut.size.width == 390)
        #expect(try #require(laidOut.rect(filledWith: 0x00FF00)) == Rect(x: 95, y: 0, width: 200, height: 10))
    }

    @Test func frameAlignmentPlacesTheChild() throws {
        let node = V.color(0x00FF00).frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing)
        let laidOut = LaidOut(node)
        #expect(laidOut.size == Size(width: 100, height: 50))
        #expect(try #require(laidOut.rect(filledWith: 0x00FF00)) == Rect(x: 80, y: 40, width: 20, height: 10))
    }

    @Test func paddingByEdges() throws {
        let node = V.color(0x00FF00).frame(width: 50, height: 50).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let laidOut = LaidOut(node)
        #expect(laidOut.size == Size(width: 56, height: 54))
        #expect(try #require(laidOut.rect(filledWith: 0x00FF00)) == Rect(x: 2, y: 1, width: 50, height: 50))
    }

    @Test func vstackUsesDefaultSpacingAndAlignment() throws {
        let node = V.vstack(alignment: .leading, V.color(0xFF0000).frame(width: 40, height: 10), V.color(0x0000FF).frame(width: 80, height: 10))
        let laidOut = LaidOut(node)
        #expect(laidOut.size == Size(width: 80, height: 28))
        #expect(try #require(laidOut.rect(filledWith: 0xFF0000)) == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(try #require(laidOut.rect(filledWith: 0x0000FF)) == Rect(x: 0, y: 18, width: 80, height: 10))
    }

    @Test func zstackAlignsItsChildren() throws {
        let node = V.zstack(alignment: .bottomTrailing, V.color(0xFF0000).frame(width: 100, height: 60), V.color(0x0000FF).frame(width: 30, height: 20))
        let laidOut = LaidOut(node)
        #expect(laidOut.size == Size(width: 100, height: 60))
        #expect(try #require(laidOut.rect(filledWith: 0x0000FF)) == Rect(x: 70, y: 40, width: 30, height: 20))
    }

    @Test func backgroundAndOverlayTakeTheSizeOfTheViewTheyModify() throws {
        let node = V.color(0xFF0000).frame(width: 120, height: 40)
            .background(V.color(0x00FF00))
            .overlay(V.color(0x0000FF).frame(width: 10, height: 10), alignment: .topLeading)
        let laidOut = LaidOut(node)
        #expect(laidOut.size == Size(width: 120, height: 40))
        #expect(try #require(laidOut.rect(filledWith: 0x00FF00)) == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(try #require(laidOut.rect(filledWith: 0x0000FF)) == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func offsetMovesTheDrawingNotTheLayout() throws {
        let node = V.hstack(spacing: 0, V.color(0xFF0000).frame(width: 10, height: 10).modified(.layout(.offset(x: 5, y: 3))), V.color(0x0000FF).frame(width: 10, height: 10))
        let laidOut = LaidOut(node)
        #expect(laidOut.size == Size(width: 20, height: 10))
        #expect(try #require(laidOut.rect(filledWith: 0x0000FF)).x == 10)
        // Drawn 5 right and 3 down of its place; its neighbour does not move.
        #expect(try #require(laidOut.rect(filledWith: 0xFF0000)) == Rect(x: 5, y: 3, width: 10, height: 10))
    }

    @Test func geometryReaderAsksForItsContentAtTheSizeItIsOffered() throws {
        let reader = SizedContentID(index: 0, name: "GeometryReader")
        let node = ViewNode.geometryReader(reader).frame(height: 40)
        // First pass: nothing to draw yet; layout asks for the content at its size.
        let engine = LaidOut.engine
        let first = engine.layoutComponent(node, colorScheme: .light)
        let request = SizedRequest(id: reader, size: Size(width: 390, height: 40))
        #expect(first.pending == [request])
        // Second pass, with the content the interpreter evaluated for that size.
        var content = SizedContent()
        content.views[request] = V.color(0x00FF00).frame(width: 195, height: 10)
        let second = engine.layoutComponent(node, colorScheme: .light, content: content)
        #expect(second.pending.isEmpty)
        #expect(second.view.size == Size(width: 390, height: 40))
        // GeometryReader places its content at the top leading corner.
        #expect(try #require(LaidOut(second.view).rect(filledWith: 0x00FF00)) == Rect(x: 0, y: 0, width: 195, height: 10))
    }

    @Test func customShapesAreDrawnWhereTheyArePlaced() throws {
        let triangle = SizedContentID(index: 0, name: "Triangle")
        let node = V.hstack(spacing: 0, V.color(0xFF0000).frame(width: 50, height: 20),
                            ViewNode.shape(ShapeView(shape: .path(.sized(triangle)), fill: .color(ColorValue(RGBA(hex: 0x0000FF))))).frame(width: 30, height: 20))
        let request = SizedRequest(id: triangle, size: Size(width: 30, height: 20))
        #expect(LaidOut.engine.layoutComponent(node, colorScheme: .light).pending == [request])
        // `path(in:)` is evaluated in its own coordinates and moved to where the shape is.
        var content = SizedContent()
        content.paths[request] = PathData([.move(Point(x: 15, y: 0)), .line(Point(x: 30, y: 20)), .line(Point(x: 0, y: 20)), .close])
        let laidOut = LaidOut(LaidOut.engine.layoutComponent(node, colorScheme: .light, content: content).view)
        guard case .path(let path)? = laidOut.shapes.last?.shape.path else { Issue.record("no triangle"); return }
        #expect(path.elements.first == .move(Point(x: 65, y: 0)))
    }

    @Test func aspectRatioFitsTheOffer() throws {
        let node = V.color(0x00FF00).modified(.layout(.aspectRatio(2, fill: false)))
        let laidOut = LaidOut(node, width: 300, height: 100)
        #expect(laidOut.size == Size(width: 200, height: 100))
    }

    @Test func fixedSizeKeepsTextOnOneLine() throws {
        let text = String(repeating: "wide ", count: 20)
        let ideal = LaidOut(V.text(text), width: nil).size.width
        let laidOut = LaidOut(V.text(text).modified(.layout(.fixedSize(horizontal: true, vertical: true))), width: 100)
        let drawn = try #require(laidOut.texts.first)
        #expect(drawn.lines.count == 1)
        #expect(abs(drawn.lines[0].width - ideal) < 1e-9)
    }
}
