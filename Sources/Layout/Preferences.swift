import DesignModel

/// Collects readings while a picture is drawn: the observers around the
/// element being drawn, and the values met below each.
final class PreferenceTracker {
    private var enclosing: [PreferenceID] = []
    private(set) var readings = PreferenceReadings()

    /// Starts over: only the drawing that becomes the picture counts.
    func reset() {
        enclosing = []
        readings = PreferenceReadings()
    }

    func within<T>(_ observer: PreferenceID, _ draw: () -> T) -> T {
        enclosing.append(observer)
        defer { enclosing.removeLast() }
        return draw()
    }

    /// A measured view drawn at `rect`: the last drawing of it counts.
    func measured(_ anchor: Int, at rect: Rect) {
        readings.anchors[anchor] = rect
    }

    func met(_ value: PreferenceID) {
        for observer in enclosing where observer.key == value.key {
            // A view drawn twice in one picture (a trial placement) counts once.
            if readings.values[observer, default: []].contains(value) { continue }
            readings.values[observer, default: []].append(value)
        }
    }
}

/// `.preference(key:value:)` or `.onPreferenceChange`: lays out as its
/// child; drawing it tells the tracker where it is.
final class PreferenceElement: WrapperElement {
    let link: PreferenceLink
    let tracker: PreferenceTracker

    init(child: Element, link: PreferenceLink, tracker: PreferenceTracker, context: LayoutContext) {
        self.link = link
        self.tracker = tracker
        super.init(child: child, context: context)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        switch link {
        case .value(let id):
            tracker.met(id)
            return child.render(in: rect, proposal: proposal)
        case .observer(let id):
            return tracker.within(id) { child.render(in: rect, proposal: proposal) }
        case .anchor(let id):
            tracker.measured(id, at: rect)
            return child.render(in: rect, proposal: proposal)
        }
    }
}
