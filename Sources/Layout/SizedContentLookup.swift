import DesignModel

/// The sized content one layout pass may use — what the interpreter has
/// evaluated so far — and the requests it found missing. Layout never runs
/// Swift: it draws what it has, lists what it lacks, and is run again once
/// the driver has had the interpreter evaluate those (`ComponentLayout`).
final class SizedContentLookup {
    private let content: SizedContent
    private(set) var pending: Set<SizedRequest> = []

    init(_ content: SizedContent) {
        self.content = content
    }

    /// A GeometryReader's content for `size`, or nil (requested) if not evaluated yet.
    func view(_ id: SizedContentID, size: Size) -> ViewNode? {
        let request = SizedRequest(id: id, size: size)
        guard let view = content.views[request] else {
            pending.insert(request)
            return nil
        }
        return view
    }

    /// A custom `Layout`'s answer to a query, or nil (requested) if not evaluated yet.
    func layout(_ id: SizedContentID, _ query: LayoutQuery) -> LayoutAnswer? {
        let request = SizedRequest(id: id, layout: query)
        guard let answer = content.layouts[request] else {
            pending.insert(request)
            return nil
        }
        return answer
    }

    /// A custom shape's outline filling `rect` (evaluated at the origin,
    /// moved there), or nil (requested) if not evaluated yet.
    func path(_ id: SizedContentID, in rect: Rect) -> PathData? {
        let request = SizedRequest(id: id, size: rect.size)
        guard let path = content.paths[request] else {
            pending.insert(request)
            return nil
        }
        return path.translated(x: rect.x, y: rect.y)
    }
}

/// A component laid out with the sized content evaluated so far.
public struct ComponentLayout: Sendable {
    public var view: RenderedView
    /// Sized content the picture needs and does not have yet, in a stable order.
    public var pending: [SizedRequest]
}

extension PathData {
    func translated(x dx: Double, y dy: Double) -> PathData {
        guard dx != 0 || dy != 0 else { return self }
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        return PathData(elements.map { element in
            switch element {
            case .move(let point): return .move(moved(point))
            case .line(let point): return .line(moved(point))
            case .quadCurve(let to, let control): return .quadCurve(to: moved(to), control: moved(control))
            case .curve(let to, let c1, let c2): return .curve(to: moved(to), control1: moved(c1), control2: moved(c2))
            case .arc(let to, let radius, let largeArc, let clockwise): return .arc(to: moved(to), radius: radius, largeArc: largeArc, clockwise: clockwise)
            case .close: return .close
            }
        })
    }
}
