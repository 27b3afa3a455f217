import DesignModel
import Diagnostics
import Foundation
import Guards

/// SwiftUI's `Path` (and `UIBezierPath`) as a mutable record the guide's
/// code draws into: `move(to:)`, `addLine(to:)`, `addArc(...)`...
/// Angles follow SwiftUI: radians in y-down coordinates, where
/// `clockwise: false` sweeps clockwise on screen.
enum PathBuilding {
    static let elementsKey = "_elements"

    static func newPath(_ elements: [PathData.Element] = []) -> Record {
        let record = Record("Path", [:], isReference: true)
        record.storage.fields[elementsKey] = .array(elements.map(encode))
        return record
    }

    /// `Path()`, `Path { p in ... }`, `Path(rect)`, `Path(ellipseIn:)`,
    /// `Path(roundedRect:cornerRadius:)`, `Path(uiBezierPath.cgPath)`.
    static func construct(_ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Record {
        if case .function(let body)? = arguments.first(where: \.isTrailingClosure)?.value {
            let path = newPath()
            _ = try interpreter.callFunction(.function(body), [.record(path)], in: frame)
            return path
        }
        if case .record(let rect)? = arguments.value("ellipseIn") {
            return newPath(ellipse(in: self.rect(rect)))
        }
        if case .record(let rect)? = arguments.value("roundedRect") {
            // SwiftUI's `Path` rounds with continuous corners unless told otherwise.
            let style = ViewConstructors.cornerStyle(arguments.value("style"))
            if let radii = try ModifierArguments.cornerRadii(arguments) {
                return newPath(RoundedRectOutline.path(self.rect(rect), radii: radii, style: style).elements)
            }
            if let radius = try arguments.number("cornerRadius") {
                return newPath(RoundedRectOutline.path(self.rect(rect), radii: (radius, radius, radius, radius), style: style).elements)
            }
            let size = cornerSize(arguments.value("cornerSize"))
            return newPath(RoundedRectOutline.path(self.rect(rect), cornerWidth: size.width, cornerHeight: size.height, style: style).elements)
        }
        if case .record(let other)? = arguments.positional.first {
            if other.typeName == "Path" { return newPath(elements(of: other)) }
            if other.typeName == "CGRect" { return newPath(rectangle(rect(other))) }
        }
        return newPath()
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and friends.
    static func bezierPath(_ arguments: [Argument]) throws -> Record? {
        guard case .record(let rectRecord)? = arguments.value("roundedRect") ?? arguments.value("rect") ?? arguments.value("ovalIn") else {
            return arguments.isEmpty ? newPath() : nil
        }
        let frame = rect(rectRecord)
        if arguments.value("ovalIn") != nil { return newPath(ellipse(in: frame)) }
        var radius = try arguments.number("cornerRadius") ?? 0
        if case .record(let size)? = arguments.value("cornerRadii") { radius = size["width"]?.asDouble ?? 0 }
        var corners: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        if let given = arguments.value("byRoundingCorners") {
            corners = []
            func add(_ value: Value) {
                if OptionSetMembers.isOptionSet(value), let options = OptionSetMembers.system["UIRectCorner"] {
                    let bits = OptionSetMembers.bits(value)
                    for (name, bit) in options where name != "allCorners" && bits & bit != 0 { corners.insert(name) }
                } else if let name = value.caseName {
                    if name == "allCorners" { corners.formUnion(["topLeft", "topRight", "bottomLeft", "bottomRight"]) } else { corners.insert(name) }
                } else if case .array(let items) = value {
                    items.forEach(add)
                }
            }
            add(given)
        }
        func r(_ corner: String) -> Double { corners.contains(corner) ? radius : 0 }
        return newPath(roundedRect(frame, radii: (r("topLeft"), r("bottomLeft"), r("bottomRight"), r("topRight"))))
    }

    /// `path.boundingRect` (`.zero` when empty), `isEmpty`, `currentPoint`.
    static func property(_ name: String, of path: Record) -> Value? {
        let elements = elements(of: path)
        switch name {
        // A `UIBezierPath`'s `cgPath` and a `Path`'s `cgPath`: the same outline (copied, as a CGPath is immutable).
        case "cgPath", "CGPath":
            return .record(newPath(elements))
        case "boundingRect":
            return .record(rectRecord(PathData(elements).controlPointBounds ?? Rect(x: 0, y: 0, width: 0, height: 0)))
        case "isEmpty":
            return .bool(elements.isEmpty)
        case "currentPoint":
            return currentPoint(elements).map { .record(Record("CGPoint", ["x": .double($0.x), "y": .double($0.y)])) } ?? Value.none
        default:
            return nil
        }
    }

    static func hasMethod(_ name: String, on value: Value) -> Bool {
        guard case .record(let record) = value, record.typeName == "Path" else { return false }
        return methodNames.contains(name)
    }

    static let methodNames: Set<String> = drawingMethods.union(derivingMethods).union(unevaluatedMethods)

    /// The methods that append to the path in place.
    private static let drawingMethods: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRect", "addRoundedRect", "addEllipse",
        "closeSubpath", "addPath", "close",
    ]

    /// The methods that make a new path from this one.
    private static let derivingMethods: Set<String> = ["offsetBy", "strokedPath", "trimmedPath"]

    /// `Path`'s own API that sitegen does not evaluate (the set operations of
    /// iOS 17, transforms, hit tests): a path that needs one fails saying so,
    /// rather than be taken for a view modifier and drawn as something else.
    private static let unevaluatedMethods: Set<String> = [
        "intersection", "union", "subtracting", "symmetricDifference", "lineIntersection", "lineSubtraction", "normalized",
        "applying", "contains", "forEach",
    ]

    static func method(_ name: String, on base: Value, _ arguments: [Argument]) throws -> Value? {
        guard case .record(let path) = base, path.typeName == "Path", methodNames.contains(name) else { return nil }
        if unevaluatedMethods.contains(name) {
            throw builtinError("Path.\(name)(_:) is not evaluated by sitegen")
        }
        if derivingMethods.contains(name) { return .record(newPath(try derived(name, from: PathData(elements(of: path)), arguments).elements)) }
        var elements = elements(of: path)
        func point(_ label: String?) throws -> Point {
            let value = label.map { arguments.value($0) } ?? arguments.positional.first
            guard let (x, y) = value?.pointCoordinates else { throw builtinError("\(name) needs a CGPoint") }
            return Point(x: x, y: y)
        }
        switch name {
        case "move":
            elements.append(.move(try point("to")))
        case "addLine":
            let target = try point("to")
            elements.append(elements.isEmpty ? .move(target) : .line(target))
        case "addLines":
            guard case .array(let points)? = arguments.positional.first else { throw builtinError("addLines needs points") }
            for (index, value) in points.enumerated() {
                guard case .record(let record) = value, let x = record["x"]?.asDouble, let y = record["y"]?.asDouble else { continue }
                elements.append(index == 0 ? .move(Point(x: x, y: y)) : .line(Point(x: x, y: y)))
            }
        case "addQuadCurve":
            elements.append(.quadCurve(to: try point("to"), control: try point("control")))
        case "addCurve":
            elements.append(.curve(to: try point("to"), control1: try point("control1"), control2: try point("control2")))
        case "addArc":
            if arguments.value("tangent1End") != nil {
                elements += tangentArc(from: currentPoint(elements), t1: try point("tangent1End"), t2: try point("tangent2End"),
                                       radius: try arguments.requiredNumber("radius"))
            } else {
                let center = try point("center")
                let radius = try arguments.requiredNumber("radius")
                let start = try ModifierArguments.degrees(arguments.value("startAngle")) * .pi / 180
                let end = try ModifierArguments.degrees(arguments.value("endAngle")) * .pi / 180
                let clockwise = arguments.value("clockwise")?.asBool ?? false
                elements += arc(center: center, radius: radius, start: start, end: end, screenClockwise: !clockwise, current: currentPoint(elements))
            }
        case "addRect":
            guard case .record(let rect)? = arguments.positional.first else { throw builtinError("addRect needs a CGRect") }
            elements += rectangle(self.rect(rect))
        case "addRoundedRect":
            guard case .record(let rect)? = arguments.value("in") else { throw builtinError("addRoundedRect needs in: a CGRect") }
            let style = ViewConstructors.cornerStyle(arguments.value("style"))
            if let radii = try ModifierArguments.cornerRadii(arguments) {
                elements += RoundedRectOutline.path(self.rect(rect), radii: radii, style: style).elements
            } else {
                let size = cornerSize(arguments.value("cornerSize"))
                elements += RoundedRectOutline.path(self.rect(rect), cornerWidth: size.width, cornerHeight: size.height, style: style).elements
            }
        case "addEllipse":
            guard case .record(let rect)? = arguments.value("in") else { throw builtinError("addEllipse needs in: a CGRect") }
            elements += ellipse(in: self.rect(rect))
        case "closeSubpath", "close":
            elements.append(.close)
        case "addPath":
            if case .record(let other)? = arguments.positional.first, other.typeName == "Path" { elements += self.elements(of: other) }
        default:
            return nil
        }
        path.storage.fields[elementsKey] = .array(elements.map(encode))
        return .void
    }

    /// `offsetBy(dx:dy:)`, `strokedPath(_:)`, `trimmedPath(from:to:)`: a new
    /// path; this one stays as it is.
    private static func derived(_ name: String, from path: PathData, _ arguments: [Argument]) throws -> PathData {
        switch name {
        case "offsetBy":
            return path.translated(x: try arguments.number("dx") ?? 0, y: try arguments.number("dy") ?? 0)
        case "strokedPath":
            guard case .record(let style)? = arguments.positional.first else { throw builtinError("strokedPath needs a StrokeStyle") }
            return path.strokeOutline(ModifierArguments.strokeGeometry(style))
        case "trimmedPath":
            return path.trimmed(from: try arguments.number("from") ?? 0, to: try arguments.number("to") ?? 1)
        default:
            throw builtinError("Path has no method '\(name)'")
        }
    }

    // MARK: - Geometry

    static func rect(_ record: Record) -> Rect {
        Rect(x: record["x"]?.asDouble ?? record["minX"]?.asDouble ?? 0, y: record["y"]?.asDouble ?? record["minY"]?.asDouble ?? 0,
             width: record["width"]?.asDouble ?? 0, height: record["height"]?.asDouble ?? 0)
    }

    static func rectRecord(_ rect: Rect) -> Record {
        Record("CGRect", ["x": .double(rect.x), "y": .double(rect.y), "width": .double(rect.width), "height": .double(rect.height)])
    }

    /// `cornerSize: CGSize(width:height:)`; a missing height is the width.
    private static func cornerSize(_ value: Value?) -> (width: Double, height: Double) {
        guard case .record(let size)? = value else { return (0, 0) }
        let width = size["width"]?.asDouble ?? 0
        return (width, size["height"]?.asDouble ?? width)
    }

    static func currentPoint(_ elements: [PathData.Element]) -> Point? {
        var start: Point?
        var current: Point?
        for element in elements {
            switch element {
            case .move(let point): start = point; current = point
            case .line(let point): current = point
            case .quadCurve(let point, _), .curve(let point, _, _), .arc(let point, _, _, _): current = point
            case .close: current = start
            }
        }
        return current
    }

    /// An arc as SVG arcs of at most 180°, joined to the current point by a line.
    static func arc(center: Point, radius: Double, start: Double, end: Double, screenClockwise: Bool, current: Point?) -> [PathData.Element] {
        // The sweep in the drawing direction: a backwards sweep wraps round,
        // a forward one stops at a full turn, as CoreGraphics draws it.
        // Computed, never looped towards, so a huge angle cannot spin.
        guard start.isFinite, end.isFinite, radius.isFinite else { return [] }
        var sweep = end - start
        if screenClockwise {
            if sweep < 0 {
                let remainder = sweep.truncatingRemainder(dividingBy: 2 * .pi)
                sweep = remainder == 0 ? 0 : remainder + 2 * .pi
            }
            sweep = min(sweep, 2 * .pi)
        } else {
            if sweep > 0 {
                let remainder = sweep.truncatingRemainder(dividingBy: 2 * .pi)
                sweep = remainder == 0 ? 0 : remainder - 2 * .pi
            }
            sweep = max(sweep, -2 * .pi)
        }
        let startPoint = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        var elements: [PathData.Element] = [current == nil ? .move(startPoint) : .line(startPoint)]
        guard radius > 0, abs(sweep) > 1e-9 else { return elements }
        let pieces = max(Int(saturating: (abs(sweep) / .pi).rounded(.up)), 1)
        for piece in 1...pieces {
            let angle = start + sweep * Double(piece) / Double(pieces)
            elements.append(.arc(to: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
                                 radius: radius, largeArc: false, clockwise: screenClockwise))
        }
        return elements
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: the corner rounding
    /// CoreGraphics draws between two lines.
    static func tangentArc(from current: Point?, t1: Point, t2: Point, radius: Double) -> [PathData.Element] {
        guard let p0 = current else { return [.move(t1)] }
        let v1 = (x: p0.x - t1.x, y: p0.y - t1.y), v2 = (x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { return [.line(t1)] }
        let cosine = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let angle = acos(min(max(cosine, -1), 1))
        guard angle > 1e-6, angle < .pi - 1e-6 else { return [.line(t1)] }
        let distance = radius / tan(angle / 2)
        let a = Point(x: t1.x + v1.x / l1 * distance, y: t1.y + v1.y / l1 * distance)
        let b = Point(x: t1.x + v2.x / l2 * distance, y: t1.y + v2.y / l2 * distance)
        let cross = v1.x * v2.y - v1.y * v2.x
        return [.line(a), .arc(to: b, radius: radius, largeArc: false, clockwise: cross < 0)]
    }

    static func rectangle(_ rect: Rect) -> [PathData.Element] {
        [.move(Point(x: rect.x, y: rect.y)), .line(Point(x: rect.maxX, y: rect.y)), .line(Point(x: rect.maxX, y: rect.maxY)),
         .line(Point(x: rect.x, y: rect.maxY)), .close]
    }

    /// An ellipse drawn clockwise from its rightmost point, as SwiftUI's `Ellipse` is.
    static func ellipse(in rect: Rect) -> [PathData.Element] {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        // Four cubic quarter-arcs (kappa 0.5523).
        let k = 0.552_284_749_831
        return [
            .move(Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ry * k), control2: Point(x: cx + rx * k, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - rx * k, y: cy + ry), control2: Point(x: cx - rx, y: cy + ry * k)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ry * k), control2: Point(x: cx - rx * k, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + rx * k, y: cy - ry), control2: Point(x: cx + rx, y: cy - ry * k)),
            .close,
        ]
    }

    /// A rectangle with circular corners (topLeading, bottomLeading, bottomTrailing, topTrailing).
    static func roundedRect(_ rect: Rect, radii: (Double, Double, Double, Double)) -> [PathData.Element] {
        let limit = min(rect.width, rect.height) / 2
        let (tl, bl, br, tr) = (min(radii.0, limit), min(radii.1, limit), min(radii.2, limit), min(radii.3, limit))
        var elements: [PathData.Element] = [.move(Point(x: rect.x + tl, y: rect.y)), .line(Point(x: rect.maxX - tr, y: rect.y))]
        if tr > 0 { elements.append(.arc(to: Point(x: rect.maxX, y: rect.y + tr), radius: tr, largeArc: false, clockwise: true)) }
        elements.append(.line(Point(x: rect.maxX, y: rect.maxY - br)))
        if br > 0 { elements.append(.arc(to: Point(x: rect.maxX - br, y: rect.maxY), radius: br, largeArc: false, clockwise: true)) }
        elements.append(.line(Point(x: rect.x + bl, y: rect.maxY)))
        if bl > 0 { elements.append(.arc(to: Point(x: rect.x, y: rect.maxY - bl), radius: bl, largeArc: false, clockwise: true)) }
        elements.append(.line(Point(x: rect.x, y: rect.y + tl)))
        if tl > 0 { elements.append(.arc(to: Point(x: rect.x + tl, y: rect.y), radius: tl, largeArc: false, clockwise: true)) }
        elements.append(.close)
        return elements
    }

    // MARK: - Encoding in records

    static func elements(of record: Record) -> [PathData.Element] {
        guard case .array(let items)? = record[elementsKey] else { return [] }
        return items.compactMap(decode)
    }

    private static func encode(_ element: PathData.Element) -> Value {
        func p(_ point: Point) -> [Value] { [.double(point.x), .double(point.y)] }
        switch element {
        case .move(let point): return .array([.string("M")] + p(point))
        case .line(let point): return .array([.string("L")] + p(point))
        case .quadCurve(let to, let control): return .array([.string("Q")] + p(to) + p(control))
        case .curve(let to, let c1, let c2): return .array([.string("C")] + p(to) + p(c1) + p(c2))
        case .arc(let to, let radius, let large, let clockwise):
            return .array([.string("A")] + p(to) + [.double(radius), .bool(large), .bool(clockwise)])
        case .close: return .array([.string("Z")])
        }
    }

    private static func decode(_ value: Value) -> PathData.Element? {
        guard case .array(let parts) = value, case .string(let kind)? = parts.first else { return nil }
        let numbers = parts.dropFirst().compactMap(\.asDouble)
        func point(_ index: Int) -> Point { Point(x: numbers[index], y: numbers[index + 1]) }
        switch kind {
        case "M": return .move(point(0))
        case "L": return .line(point(0))
        case "Q": return .quadCurve(to: point(0), control: point(2))
        case "C": return .curve(to: point(0), control1: point(2), control2: point(4))
        case "A":
            let flags = parts.suffix(2).compactMap(\.asBool)
            return .arc(to: point(0), radius: numbers[2], largeArc: flags.first ?? false, clockwise: flags.last ?? true)
        case "Z": return .close
        default: return nil
        }
    }
}
