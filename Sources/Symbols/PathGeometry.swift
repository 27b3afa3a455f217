import DesignModel
import Foundation

/// An affine transform of the plane: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct AffineTransform: Sendable, Hashable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = AffineTransform()

    static func scale(_ sx: Double, _ sy: Double) -> AffineTransform { AffineTransform(a: sx, d: sy) }
    static func translate(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(tx: x, ty: y) }

    /// A quarter-turn multiple about a centre, clockwise on screen (y down).
    static func rotate(degrees: Int, about centre: Point) -> AffineTransform {
        let radians = Double(degrees) * .pi / 180
        let (cosine, sine) = (cos(radians).rounded(toPlaces: 12), sin(radians).rounded(toPlaces: 12))
        let rotation = AffineTransform(a: cosine, b: sine, c: -sine, d: cosine)
        return translate(-centre.x, -centre.y).then(rotation).then(translate(centre.x, centre.y))
    }

    /// Mirrors left to right about a vertical line.
    static func mirror(about x: Double) -> AffineTransform { AffineTransform(a: -1, tx: 2 * x) }

    /// Maps `from` onto `to` keeping the aspect ratio, centred.
    static func fit(_ from: Rect, into to: Rect) -> AffineTransform {
        let scale = min(to.width / max(from.width, 1e-9), to.height / max(from.height, 1e-9))
        return translate(-from.midX, -from.midY).then(.scale(scale, scale)).then(.translate(to.midX, to.midY))
    }

    /// This transform, then `next`.
    func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: next.a * a + next.c * b, b: next.b * a + next.d * b,
                        c: next.a * c + next.c * d, d: next.b * c + next.d * d,
                        tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    var flipsOrientation: Bool { a * d - b * c < 0 }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}

extension PathData {
    /// The path with every point transformed. Icon paths hold no arcs (the
    /// SVG parser turns them into curves), so transforms are exact.
    func transformed(_ t: AffineTransform) -> PathData {
        PathData(elements.map { element in
            switch element {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): return .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .arc(let p, let r, let large, let clockwise):
                let scale = sqrt(abs(t.a * t.d - t.b * t.c))
                return .arc(to: t.apply(p), radius: r * scale, largeArc: large, clockwise: t.flipsOrientation ? !clockwise : clockwise)
            case .close: return .close
            }
        })
    }

    static func + (lhs: PathData, rhs: PathData) -> PathData { PathData(lhs.elements + rhs.elements) }

    /// The tight bounding box (curve extrema included); nil for an empty path.
    var bounds: Rect? {
        var box = BoundsAccumulator()
        var current = Point(x: 0, y: 0)
        for element in elements {
            switch element {
            case .move(let p), .line(let p), .arc(let p, _, _, _):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                // Degree-elevate: the same curve as a cubic.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                box.addCubic(current, c1, c2, p)
                current = p
            case .curve(let p, let c1, let c2):
                box.addCubic(current, c1, c2, p)
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The path split at each `move`.
    var contours: [PathData] {
        var result: [PathData] = []
        for element in elements {
            if case .move = element { result.append(PathData()) }
            if result.isEmpty { result.append(PathData()) }
            result[result.count - 1].elements.append(element)
        }
        return result
    }

    /// Twice the signed area enclosed (positive: clockwise on screen, y down),
    /// from the contours flattened to polygons.
    var signedArea: Double {
        var total = 0.0
        for contour in contours {
            let points = contour.flattened()
            guard points.count > 2 else { continue }
            for index in points.indices {
                let p = points[index], q = points[(index + 1) % points.count]
                total += p.x * q.y - q.x * p.y
            }
        }
        return total
    }

    /// Points along the path, curves sampled.
    func flattened(steps: Int = 8) -> [Point] {
        var points: [Point] = []
        var current = Point(x: 0, y: 0)
        for element in elements {
            switch element {
            case .move(let p), .line(let p), .arc(let p, _, _, _):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    points.append(Point(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                        y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for step in 1...steps {
                    points.append(cubicPoint(current, c1, c2, p, Double(step) / Double(steps)))
                }
                current = p
            case .close:
                break
            }
        }
        return points
    }

    /// The same shape traced the other way round, contour by contour, so
    /// that under the nonzero rule it cancels what it overlaps.
    var reversed: PathData {
        var result: [Element] = []
        for contour in contours {
            var start: Point?
            var segments: [(from: Point, element: Element)] = []
            var current = Point(x: 0, y: 0)
            var closed = false
            for element in contour.elements {
                switch element {
                case .move(let p): start = p; current = p
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _), .arc(let p, _, _, _):
                    segments.append((current, element))
                    current = p
                case .close: closed = true
                }
            }
            guard start != nil else { continue }
            result.append(.move(current))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quadCurve(_, let c): result.append(.quadCurve(to: from, control: c))
                case .curve(_, let c1, let c2): result.append(.curve(to: from, control1: c2, control2: c1))
                case .arc(_, let r, let large, let clockwise): result.append(.arc(to: from, radius: r, largeArc: large, clockwise: !clockwise))
                default: break
                }
            }
            // Back at `start`; closing draws the old closing edge backwards.
            if closed { result.append(.close) }
        }
        return PathData(result)
    }
}

func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
}

private struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// The end points and the points where the curve turns in x or y.
    mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        add(p0)
        add(p3)
        for axis in [\Point.x, \Point.y] {
            let (a0, a1, a2, a3) = (p0[keyPath: axis], p1[keyPath: axis], p2[keyPath: axis], p3[keyPath: axis])
            // Derivative / 3: a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    roots += [(-b + discriminant.squareRoot()) / (2 * a), (-b - discriminant.squareRoot()) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 { add(cubicPoint(p0, p1, p2, p3, t)) }
        }
    }

    var rect: Rect? {
        minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
