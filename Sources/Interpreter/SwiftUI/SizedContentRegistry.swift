import SwiftSemantics
import DesignModel
import Diagnostics

/// What a GeometryReader's content or a custom shape's path needs in order
/// to be evaluated for a size. The interpreter keeps these while the
/// component is drawn; the view tree holds only a `SizedContentID`, so it
/// stays a plain value and layout never runs Swift.
enum SizedContentSource {
    /// `place`: the drawing's state and where in it the reader was built, so
    /// that its content keeps its `@State` there each time it is evaluated.
    case geometry(function: Callable, frame: Frame, buttonPressed: Bool, place: StatePlace?, location: FileLocation)
    case shape(instance: Instance, type: TypeDeclaration, location: FileLocation)
    /// A guide `Layout` and how many subviews its content has.
    case layout(value: Value, type: TypeDeclaration, subviewCount: Int, location: FileLocation)
}

/// The sized content of the component being drawn.
struct SizedContentRegistry {
    private(set) var sources: [SizedContentSource] = []

    mutating func register(_ source: SizedContentSource, name: String) -> SizedContentID {
        sources.append(source)
        return SizedContentID(index: sources.count - 1, name: name)
    }
}

extension Interpreter {
    /// Evaluates the content layout asked for, one request at a time, on the
    /// component's layout budget. What fails is noted and draws nothing (a
    /// GeometryReader shows a labelled placeholder).
    func resolveSizedContent(_ requests: [SizedRequest]) -> SizedContent {
        var content = SizedContent()
        for request in requests.sorted() where sizedContent.sources.indices.contains(request.id.index) {
            if let query = request.layout {
                guard case .layout(let value, let type, let count, let location) = sizedContent.sources[request.id.index] else { continue }
                content.layouts[request] = duringLayout { customLayoutAnswer(value, type: type, subviewCount: count, query: query, location: location) }
                continue
            }
            switch sizedContent.sources[request.id.index] {
            case .geometry(let function, let frame, let buttonPressed, let place, let location):
                content.views[request] = duringLayout {
                    inStatePlace(place) {
                        geometryContent(function, frame: frame, buttonPressed: buttonPressed, location: location, size: request.size)
                    }
                }
            case .shape(let instance, let type, let location):
                content.paths[request] = duringLayout { shapePath(instance, type: type, location: location, size: request.size) }
            case .layout:
                // Layouts are asked by `LayoutQuery`, never for a size alone.
                continue
            }
        }
        return content
    }

    private func geometryContent(_ function: Callable, frame: Frame, buttonPressed: Bool, location: FileLocation, size: Size) -> ViewNode {
        // The state the view was built in (the pressed variant of a button style).
        let pressed = preview.buttonPressed
        preview.buttonPressed = buttonPressed
        defer { preview.buttonPressed = pressed }
        let proxy = Record("GeometryProxy", [
            "size": .record(Record("CGSize", ["width": .double(size.width), "height": .double(size.height)])),
            "safeAreaInsets": .record(Record("EdgeInsets", ["top": .double(0), "leading": .double(0), "bottom": .double(0), "trailing": .double(0)])),
        ])
        do {
            // Its `onAppear`s run too, on the state of the view that holds it.
            let holder = frame.selfBox ?? SelfBox(.void)
            // Changed state: a `@State` given a different value.
            let before = stateChanges
            let content = try appearing(box: holder, at: frame.source.syntax, in: frame) {
                let value = try call(function, [Argument(nil, .record(proxy))], at: frame.source.syntax, in: frame, mode: .builder)
                return try viewNode(value, at: frame.source.syntax, in: frame)
            }
            let setWhileBuilt = stateChanges != before
            if setWhileBuilt {
                // Content that stores the size it is given (`DispatchQueue.main.async { size = proxy.size }`)
                // for the rest of the view, already laid out, which reads it when SwiftUI draws again.
                preview.stateSetDuringLayout = true
            }
            return content
        } catch {
            let message = (error as? EvaluationError)?.message ?? "\(error)"
            preview.issues.note("GeometryReader content: \(message)", .notDrawn, at: (error as? EvaluationError)?.location ?? location)
            return .placeholder(Placeholder(label: "GeometryReader content failed: \(message)"))
        }
    }

    /// A custom shape's `path(in:)`, called as SwiftUI calls it: with a
    /// rectangle at the origin, of the size the shape was given.
    private func shapePath(_ instance: Instance, type: TypeDeclaration, location: FileLocation, size: Size) -> PathData {
        // Its own `path(in:)`, or one its protocols' extensions give it.
        let owners = [type] + protocolExtensions(of: type)
        guard let (function, owner) = owners.lazy.compactMap({ owner in
            owner.members.functions(named: "path").first(where: { !$0.isStatic }).map { ($0, owner) }
        }).first else { return PathData() }
        do {
            let rect = PathBuilding.rectRecord(Rect(x: 0, y: 0, width: size.width, height: size.height))
            let result = try invoke(function, bound: BoundSelf(box: SelfBox(.instance(instance)), typeName: owner.qualifiedName),
                                    [Argument("in", .record(rect))], at: location)
            guard case .record(let path) = result, path.typeName == "Path" else {
                // Nothing SwiftUI would compile: said, not drawn as an empty outline.
                preview.issues.note("\(type.name).path(in:) gave a \(result.kindDescription), not a Path", .notDrawn, at: location)
                return PathData()
            }
            return sanitized(PathData(PathBuilding.elements(of: path)), at: location) { $0.sanitized(&$1) }
        } catch {
            let message = (error as? EvaluationError)?.message ?? "\(error)"
            preview.issues.note("\(type.name).path(in:): \(message)", .notDrawn, at: (error as? EvaluationError)?.location ?? location)
            return PathData()
        }
    }
}
