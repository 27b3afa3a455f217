import Foundation
/// SVG elements. Namespaced, since several share names with HTML or Swift
/// (`text`, `title`, `filter`). Empty SVG elements close themselves (`<rect/>`),
/// valid both in standalone `.svg` files and inline in HTML.
public enum SVG {
    public static func element(_ name: String, _ attributes: [HTMLAttribute?], _ children: [HTMLNode] = []) -> HTMLNode {
        .element(name, attributes.compactMap { $0 }, closing: .selfClosing, children: children)
    }

    /// The root element, with the SVG namespace so the file stands alone.
    public static func svg(width: Double, height: Double, viewBox: String? = nil, _ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode {
        element("svg", [
            .custom("xmlns", "http://www.w3.org/2000/svg"),
            .custom("width", SVGNumber.format(width)), .custom("height", SVGNumber.format(height)),
            .custom("viewBox", viewBox ?? "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))"),
        ] + attributes, content())
    }

    public static func group(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode {
        element("g", attributes, content())
    }

    public static func defs(@HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode {
        element("defs", [], content())
    }

    public static func linearGradient(id: String, x1: Double, y1: Double, x2: Double, y2: Double, units: String = "objectBoundingBox",
                                      @HTMLBuilder stops: () -> [HTMLNode]) -> HTMLNode {
        element("linearGradient", [
            .id(id), .custom("gradientUnits", units),
            .custom("x1", SVGNumber.format(x1)), .custom("y1", SVGNumber.format(y1)),
            .custom("x2", SVGNumber.format(x2)), .custom("y2", SVGNumber.format(y2)),
        ], stops())
    }

    public static func stop(offset: Double, color: String, opacity: Double = 1) -> HTMLNode {
        element("stop", [
            .custom("offset", SVGNumber.format(offset)), .custom("stop-color", color),
            opacity < 1 ? .custom("stop-opacity", SVGNumber.format(opacity)) : nil,
        ])
    }

    public static func rect(x: Double = 0, y: Double = 0, width: Double, height: Double, _ attributes: HTMLAttribute?...) -> HTMLNode {
        rect(x: x, y: y, width: width, height: height, attributes: attributes)
    }

    /// A rect with an attribute list (for callers that build attributes);
    /// negative sizes, which SVG rejects, are drawn as empty.
    public static func rect(x: Double = 0, y: Double = 0, width: Double, height: Double, attributes: [HTMLAttribute?]) -> HTMLNode {
        element("rect", [
            x == 0 ? nil : .custom("x", SVGNumber.format(x)), y == 0 ? nil : .custom("y", SVGNumber.format(y)),
            .custom("width", SVGNumber.format(max(width, 0))), .custom("height", SVGNumber.format(max(height, 0))),
        ] + attributes)
    }

    public static func path(_ d: String, _ attributes: HTMLAttribute?...) -> HTMLNode {
        element("path", [.custom("d", d)] + attributes)
    }

    public static func title(_ text: String) -> HTMLNode {
        element("title", [], [.text(text)])
    }
}

/// Numbers as SVG writes them: at most 3 decimals, no trailing zeros, no
/// "-0", so output is short and identical on every run.
public enum SVGNumber {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        // Every number of every path goes through here. Below a trillion,
        // the number is a whole count of thousandths written exactly, which
        // is what Swift's shortest description of it gives (two such
        // numbers are further apart than half a step of a Double there).
        if abs(thousandths) < 1e15 { return decimal(thousandths: Int(thousandths)) }
        let rounded = thousandths / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        // Beyond Int's range an SVG number is meaningless anyway: keep it finite and readable.
        // A byte test, not `text.contains("e")`: with Foundation imported that
        // is NSString's `range(of:)`.
        if text.utf8.contains(UInt8(ascii: "e")) { return abs(rounded) < 9e15 ? String(Int(rounded)) : String(format: "%.0f", rounded) }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A count of thousandths as a decimal: "0", "12", "-0.5", "3.125",
    /// its digits written on the stack.
    static func decimal(thousandths: Int) -> String {
        guard thousandths != 0 else { return "0" }
        let magnitude = thousandths.magnitude
        var whole = magnitude / 1000
        var fraction = magnitude % 1000
        var places = 3
        while fraction != 0, fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        // Sign, up to 19 digits, a point and three places, written on the
        // stack: a String made from 15 bytes or fewer is stored inline, with
        // no allocation, which most numbers are.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { bytes in
            var count = 0
            if thousandths < 0 {
                bytes[0] = UInt8(ascii: "-")
                count = 1
            }
            let wholeStart = count
            repeat {
                bytes[count] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                count += 1
            } while whole > 0
            bytes[wholeStart..<count].reverse()
            if fraction != 0 {
                bytes[count] = UInt8(ascii: ".")
                count += 1
                var divisor: UInt = places == 3 ? 100 : places == 2 ? 10 : 1
                while divisor > 0 {
                    bytes[count] = UInt8(ascii: "0") + UInt8(fraction / divisor % 10)
                    count += 1
                    divisor /= 10
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
        }
    }
}
