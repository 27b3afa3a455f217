import DesignModel

/// The sized content one layout pass may use — what the interpreter has
/// evaluated so far — and the requests it found missing. Layout never runs
/// Swift: it draws what it has, lists what it lacks, and is run again once
/// the driver has had the interpreter evaluate those (`ComponentLayout`).
final class SizedContentLookup {
    private let content: SizedContent
    private(set) var pending: Set<SizedRequest> = []
    /// How tall each GeometryReader's content drew in a layout, and whether
    /// the reader was proposed a height (else it took SwiftUI's default
    /// 10 pt): `LayoutEngine.onDevice` compares its trial layouts by it.
    var readerContent: [SizedContentID: (height: Double, heightProposed: Bool)] = [:]

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
    /// What each `onPreferenceChange` in the picture was handed.
    public var preferences = PreferenceReadings()
}
