import Foundation

/// `CGRect`'s members. A rectangle is a record of x, y, width and height;
/// its members are computed by Foundation's own `CGRect`, so standardizing
/// (a negative width), the null rectangle and the set algebra (`union` with
/// `.null` is the identity, an empty `intersection` is `.null`) are exactly
/// what compiled code gets.
enum RectGeometry {
    static func rect(_ record: Record) -> CGRect {
        func number(_ field: String) -> Double { record[field]?.asDouble ?? 0 }
        return CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }

    static func record(_ rect: CGRect) -> Record {
        Record("CGRect", ["x": .double(Double(rect.origin.x)), "y": .double(Double(rect.origin.y)),
                          "width": .double(Double(rect.size.width)), "height": .double(Double(rect.size.height))])
    }

    static func point(_ point: CGPoint) -> Value {
        .record(Record("CGPoint", ["x": .double(Double(point.x)), "y": .double(Double(point.y))]))
    }

    static func size(_ size: CGSize) -> Value {
        .record(Record("CGSize", ["width": .double(Double(size.width)), "height": .double(Double(size.height))]))
    }

    /// `CGRect.zero`, `.null`, `.infinite`.
    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "zero": .record(record(.zero))
        case "null": .record(record(.null))
        case "infinite": .record(record(.infinite))
        default: nil
        }
    }

    /// A property. These come before the record's own fields: `width` of a
    /// rectangle with a negative width is positive, as Foundation computes it.
    static func property(_ name: String, of record: Record) -> Value? {
        let rect = rect(record)
        switch name {
        case "origin": return point(rect.origin)
        case "size": return size(rect.size)
        case "minX": return .double(Double(rect.minX))
        case "midX": return .double(Double(rect.midX))
        case "maxX": return .double(Double(rect.maxX))
        case "minY": return .double(Double(rect.minY))
        case "midY": return .double(Double(rect.midY))
        case "maxY": return .double(Double(rect.maxY))
        case "width": return .double(Double(rect.width))
        case "height": return .double(Double(rect.height))
        case "isNull": return .bool(rect.isNull)
        case "isEmpty": return .bool(rect.isEmpty)
        case "isInfinite": return .bool(rect.isInfinite)
        case "standardized": return .record(self.record(rect.standardized))
        case "integral": return .record(self.record(rect.integral))
        default: return nil
        }
    }

    /// `rect.origin = p`, `rect.size = s`: the stored fields they stand for.
    static func setting(_ name: String, of record: Record, to value: Value) -> Record? {
        var rect = rect(record)
        switch (name, value) {
        case ("origin", .record(let point)):
            rect.origin = CGPoint(x: point["x"]?.asDouble ?? 0, y: point["y"]?.asDouble ?? 0)
        case ("size", .record(let size)):
            rect.size = CGSize(width: size["width"]?.asDouble ?? 0, height: size["height"]?.asDouble ?? 0)
        default:
            return nil
        }
        return self.record(rect)
    }

    static let methodNames: Set<String> = ["offsetBy", "insetBy", "contains", "intersects", "intersection", "union", "divided"]

    static func method(_ name: String, on record: Record, _ arguments: [Argument]) throws -> Value? {
        let rect = rect(record)
        func other() -> CGRect? {
            guard case .record(let given)? = arguments.first?.value, given.typeName == "CGRect" else { return nil }
            return self.rect(given)
        }
        switch name {
        case "offsetBy":
            return .record(self.record(rect.offsetBy(dx: try arguments.number("dx") ?? 0, dy: try arguments.number("dy") ?? 0)))
        case "insetBy":
            return .record(self.record(rect.insetBy(dx: try arguments.number("dx") ?? 0, dy: try arguments.number("dy") ?? 0)))
        case "contains":
            if let other = other() { return .bool(rect.contains(other)) }
            guard let (x, y) = arguments.first?.value.pointCoordinates else { return .bool(false) }
            return .bool(rect.contains(CGPoint(x: x, y: y)))
        case "intersects":
            return other().map { .bool(rect.intersects($0)) }
        case "intersection":
            return other().map { .record(self.record(rect.intersection($0))) }
        case "union":
            return other().map { .record(self.record(rect.union($0))) }
        case "divided":
            let edges: [String: CGRectEdge] = ["minXEdge": .minXEdge, "maxXEdge": .maxXEdge, "minYEdge": .minYEdge, "maxYEdge": .maxYEdge]
            guard let distance = try arguments.number("atDistance"), let edge = arguments.value("from")?.caseName.flatMap({ edges[$0] }) else { return nil }
            let (slice, remainder) = rect.divided(atDistance: distance, from: edge)
            return .tuple([.record(self.record(slice)), .record(self.record(remainder))], labels: ["slice", "remainder"])
        default:
            return nil
        }
    }
}
