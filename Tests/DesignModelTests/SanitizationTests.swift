import DesignModel
import Guards
import Testing

/// Every number entering the model is finite and within `Limits`.
@Suite struct SanitizationTests {
    @Test func checkedConversionNeverTraps() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == 9_007_199_254_740_992)
        #expect(Int(saturating: -1e300) == -9_007_199_254_740_992)
        #expect(Int(saturating: 41.9) == 41)
    }

    @Test func domainsClampAndReport() {
        var numbers = NumberSanitizer()
        #expect(numbers.length(.nan, "x") == 0)
        #expect(numbers.extent(1e300, "width") == Limits.length)
        #expect(numbers.extent(-5, "width") == 0)
        #expect(numbers.maximumExtent(.infinity, "maxWidth") == .infinity)
        #expect(numbers.fontSize(0, "size") == 1)
        #expect(numbers.fraction(1.5, "opacity") == 1)
        #expect(numbers.fraction(-.infinity, "opacity") == 0)
        #expect(numbers.count(20_000, "lineLimit", limit: 10_000) == 10_000)
        // Negative extents and out-of-range fractions are clamped silently, as SwiftUI does.
        #expect(numbers.problems.count == 5, "\(numbers.problems)")
    }

    @Test func colorsWithNaNBecomeFiniteAndPrintable() {
        var numbers = NumberSanitizer()
        let color = RGBA(red: .nan, green: .infinity, blue: 0.5, alpha: .nan).sanitized(&numbers)
        #expect(color == RGBA(red: 0, green: Limits.colorComponent, blue: 0.5, alpha: 0))
        #expect(numbers.problems.count == 3)
        // Formatting never traps, whatever was stored.
        #expect(RGBA(red: .nan, green: 1e300, blue: -1e300).hex == "#00FF00")
        #expect(RGBA.trimmed(1e300).hasPrefix("1000000"))
    }

    @Test func aViewTreeIsSanitisedThroughout() {
        let hostile = ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: .nan, children: [
            ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: .infinity, style: .continuous), trim: 0...1))
                .modified(.layout(.frame(FrameSpec(width: -.infinity, maxWidth: .infinity))))
                .modified(.layout(.background(.color(ColorValue(RGBA(red: .nan, green: 0, blue: 0))), alignment: .center))),
        ]))
        var numbers = NumberSanitizer()
        let sane = hostile.sanitizedTree(&numbers)
        #expect(numbers.problems.count == 4, "\(numbers.problems)")
        guard case .stack(let stack) = sane, case .modified(.modified(.shape(let shape), .layout(.frame(let frame))), .layout(.background(.color(let color), _))) = stack.children[0] else {
            Issue.record("unexpected tree \(sane)")
            return
        }
        #expect(stack.spacing == 0)
        #expect(frame.width == 0 && frame.maxWidth == .infinity)
        #expect(color.light.red == 0)
        guard case .roundedRectangle(let radius, _) = shape.shape else { Issue.record("shape changed"); return }
        #expect(radius == Limits.length)
    }

    @Test func largeStacksRunTheirWork() {
        func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
        #expect(withLargeStack { depth(100_000) } == 100_000)
    }
}
