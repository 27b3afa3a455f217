import DesignModel
import Foundation

/// Reads SVG path data (`d`) into `PathData`: every command of SVG 1.1,
/// absolute and relative. Elliptical arcs become cubic curves, so icon
/// paths can be scaled, mirrored and rotated exactly.
enum SVGPathParser {
    struct Failure: Error, Equatable {
        var offset: Int
    }

    static func parse(_ text: String) throws -> PathData {
        var scanner = Scanner(bytes: Array(text.utf8))
        var elements: [PathData.Element] = []
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        var lastCubicControl: Point?
        var lastQuadControl: Point?
        var command: UInt8 = 0

        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek else { break }
            if Self.isCommand(byte) {
                command = byte
                scanner.index += 1
            } else if command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw Failure(offset: scanner.index)
            } else if command == UInt8(ascii: "m") || command == UInt8(ascii: "M") {
                // Extra coordinate pairs after a move are lines.
                command = command == UInt8(ascii: "m") ? UInt8(ascii: "l") : UInt8(ascii: "L")
            }
            let relative = command >= UInt8(ascii: "a")
            func point() throws -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var cubicControl: Point?
            var quadControl: Point?
            switch command | 0x20 {  // lowercase
            case UInt8(ascii: "m"):
                current = try point()
                subpathStart = current
                elements.append(.move(current))
            case UInt8(ascii: "l"):
                current = try point()
                elements.append(.line(current))
            case UInt8(ascii: "h"):
                let x = try scanner.number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                elements.append(.line(current))
            case UInt8(ascii: "v"):
                let y = try scanner.number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                elements.append(.line(current))
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), end = try point()
                elements.append(.curve(to: end, control1: c1, control2: c2))
                (current, cubicControl) = (end, c2)
            case UInt8(ascii: "s"):
                let c1 = lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(), end = try point()
                elements.append(.curve(to: end, control1: c1, control2: c2))
                (current, cubicControl) = (end, c2)
            case UInt8(ascii: "q"):
                let c = try point(), end = try point()
                elements.append(.quadCurve(to: end, control: c))
                (current, quadControl) = (end, c)
            case UInt8(ascii: "t"):
                let c = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = try point()
                elements.append(.quadCurve(to: end, control: c))
                (current, quadControl) = (end, c)
            case UInt8(ascii: "a"):
                let rx = try scanner.number(), ry = try scanner.number(), rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let end = try point()
                elements += arcCurves(from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
                current = end
            case UInt8(ascii: "z"):
                elements.append(.close)
                current = subpathStart
            default:
                throw Failure(offset: scanner.index)
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }
        return PathData(elements)
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    /// An SVG arc as cubic curves, at most a quarter turn each (SVG 1.1,
    /// implementation notes F.6.5-F.6.6).
    static func arcCurves(from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double,
                          large: Bool, sweep: Bool) -> [PathData.Element] {
        if start == end { return [] }
        var rx = abs(rx), ry = abs(ry)
        if rx == 0 || ry == 0 { return [.line(end)] }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = max(rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1, 0)
        var coefficient = (numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)).squareRoot()
        if large == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }

        let segments = max(Int((abs(delta) / (.pi / 2)).rounded(.up)), 1)
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (point: Point, derivative: Point) {
            let (cosT, sinT) = (cos(t), sin(t))
            let point = Point(x: cx + rx * cosT * cosPhi - ry * sinT * sinPhi, y: cy + rx * cosT * sinPhi + ry * sinT * cosPhi)
            let derivative = Point(x: -rx * sinT * cosPhi - ry * cosT * sinPhi, y: -rx * sinT * sinPhi + ry * cosT * cosPhi)
            return (point, derivative)
        }
        var elements: [PathData.Element] = []
        var t = theta1
        var from = onEllipse(t)
        for index in 0..<segments {
            t += step
            let to = onEllipse(t)
            let target = index == segments - 1 ? end : to.point
            elements.append(.curve(to: target,
                                   control1: Point(x: from.point.x + k * from.derivative.x, y: from.point.y + k * from.derivative.y),
                                   control2: Point(x: to.point.x - k * to.derivative.x, y: to.point.y - k * to.derivative.y)))
            from = to
        }
        return elements
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSeparators() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") {
                index += 1
            }
        }

        /// An arc flag: a single 0 or 1, which may touch what follows ("011").
        mutating func flag() throws -> Bool {
            skipSeparators()
            guard let byte = peek, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { throw Failure(offset: index) }
            index += 1
            return byte == UInt8(ascii: "1")
        }

        /// A number in SVG's compact syntax: "-.5", "1e-3", "1.5.5" is 1.5 then .5.
        mutating func number() throws -> Double {
            skipSeparators()
            let start = index
            if let byte = peek, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { index += 1 }
            var digits = 0, sawDot = false
            while let byte = peek {
                if byte >= 0x30 && byte <= 0x39 {
                    digits += 1
                } else if byte == UInt8(ascii: "."), !sawDot {
                    sawDot = true
                } else {
                    break
                }
                index += 1
            }
            guard digits > 0 else { throw Failure(offset: start) }
            if let byte = peek, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
                var exponentDigits = 0
                while let byte = peek, byte >= 0x30 && byte <= 0x39 { index += 1; exponentDigits += 1 }
                if exponentDigits == 0 { index = mark }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Failure(offset: start) }
            return value
        }
    }
}
