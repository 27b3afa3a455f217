import SwiftSemantics
import DesignModel
import Diagnostics

/// A guide's `Layout` conformance, run as SwiftUI runs it: layout asks
/// (`LayoutQuery`) for its size under a proposal or for where it places its
/// subviews in given bounds; the interpreter calls `sizeThatFits` or
/// `placeSubviews` with `LayoutSubview` values whose sizes are the ones
/// layout measured. A size the code asks for that layout has not measured
/// is answered with the subview's ideal size and listed as missing, so
/// layout measures it and asks again.
enum CustomLayouts {
    /// `ProposedViewSize` as a record: `width`/`height` are nil where unspecified.
    static func proposalRecord(_ proposal: ProposedDimensions) -> Value {
        .record(Record("ProposedViewSize", ["width": proposal.width.map(Value.double) ?? .none, "height": proposal.height.map(Value.double) ?? .none]))
    }

    /// A `ProposedViewSize` however the code wrote it: the record, `.unspecified`,
    /// `.zero`, `.infinity`, `.init(width:height:)`, `ProposedViewSize(size)`.
    static func proposal(_ value: Value?) throws -> ProposedDimensions {
        switch value {
        case nil, .none?, .implicitMember("unspecified", nil)?:
            return ProposedDimensions(width: nil, height: nil)
        case .implicitMember("zero", nil)?:
            return ProposedDimensions(width: 0, height: 0)
        case .implicitMember("infinity", nil)?:
            return ProposedDimensions(width: .infinity, height: .infinity)
        case .implicitMember("init", let arguments?)?:
            return try proposal(construct(arguments))
        case .record(let record)? where record.typeName == "ProposedViewSize" || record.typeName == "CGSize":
            return ProposedDimensions(width: record["width"]?.asDouble, height: record["height"]?.asDouble)
        case .some(let other):
            throw builtinError("expected a ProposedViewSize, got \(other.kindDescription)")
        }
    }

    /// `ProposedViewSize(width:height:)` and `ProposedViewSize(size)`.
    static func construct(_ arguments: [Argument]) throws -> Value {
        if case .record(let size)? = arguments.positional.first, size.typeName == "CGSize" {
            return proposalRecord(ProposedDimensions(width: size["width"]?.asDouble, height: size["height"]?.asDouble))
        }
        return proposalRecord(ProposedDimensions(width: try arguments.number("width"), height: try arguments.number("height")))
    }

    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "unspecified": proposalRecord(ProposedDimensions(width: nil, height: nil))
        case "zero": proposalRecord(ProposedDimensions(width: 0, height: 0))
        case "infinity": proposalRecord(ProposedDimensions(width: .infinity, height: .infinity))
        default: nil
        }
    }

    /// `proposal.replacingUnspecifiedDimensions(by:)`: SwiftUI's 10 pt where unset.
    static func replacingUnspecified(_ record: Record, _ arguments: [Argument]) -> Value {
        var fallback = (width: 10.0, height: 10.0)
        if case .record(let size)? = arguments.value("by") ?? arguments.positional.first {
            fallback = (size["width"]?.asDouble ?? 10, size["height"]?.asDouble ?? 10)
        }
        return size(Size(width: record["width"]?.asDouble ?? fallback.width, height: record["height"]?.asDouble ?? fallback.height))
    }

    static func size(_ size: Size) -> Value {
        .record(Record("CGSize", ["width": .double(size.width), "height": .double(size.height)]))
    }

    /// What one run of the layout's code collects: where it placed which
    /// subview, and the sizes it asked for that layout has not measured.
    final class Run {
        let measured: [Int: [(proposal: ProposedDimensions, size: Size)]]
        var placements: [LayoutAnswer.Placement] = []
        var missing: [SubviewMeasure] = []

        init(_ query: LayoutQuery) {
            measured = Dictionary(grouping: query.measured, by: \.index).mapValues { $0.map { ($0.proposal, $0.size) } }
        }

        /// A subview's size for a proposal; its ideal size (or nothing) while unmeasured.
        func size(of index: Int, for proposal: ProposedDimensions) -> Size {
            let known = measured[index] ?? []
            if let found = known.first(where: { $0.proposal == proposal }) { return found.size }
            if !missing.contains(where: { $0.index == index && $0.proposal == proposal }) {
                missing.append(SubviewMeasure(index: index, proposal: proposal, size: .zero))
            }
            return known.first { $0.proposal == ProposedDimensions(width: nil, height: nil) }?.size ?? .zero
        }

        /// The `LayoutSubview` proxies the code is given (`subviews`).
        func subviews(count: Int) -> Value {
            .array((0..<count).map { index in
                .record(Record("LayoutSubview", [
                    "sizeThatFits": .function(.builtin(name: "sizeThatFits", BuiltinFunction { [unowned self] arguments in
                        CustomLayouts.size(self.size(of: index, for: try CustomLayouts.proposal(arguments.first?.value)))
                    })),
                    "dimensions": .function(.builtin(name: "dimensions", BuiltinFunction { [unowned self] arguments in
                        let size = self.size(of: index, for: try CustomLayouts.proposal(arguments.value("in") ?? arguments.first?.value))
                        return .record(Record("ViewDimensions", ["width": .double(size.width), "height": .double(size.height)]))
                    })),
                    "place": .function(.builtin(name: "place", BuiltinFunction { [unowned self] arguments in
                        guard let (x, y) = arguments.value("at")?.pointCoordinates else { throw builtinError("place(at:) needs a point") }
                        let anchor = try GradientBuiltins.unitPoint(arguments.value("anchor")) ?? UnitPoint(x: 0, y: 0)
                        self.placements.append(LayoutAnswer.Placement(index: index, position: Point(x: x, y: y), anchor: anchor,
                                                                      proposal: try CustomLayouts.proposal(arguments.value("proposal"))))
                        return .void
                    })),
                    "priority": .double(0),
                    "spacing": .record(Record("ViewSpacing")),
                ]))
            })
        }
    }
}

extension Interpreter {
    /// Answers layout's question to a custom `Layout`. A failure is noted
    /// and answered as a vertical stack of the subviews' ideal sizes.
    func customLayoutAnswer(_ layout: Value, type: TypeDeclaration, subviewCount: Int, query: LayoutQuery, location: FileLocation) -> LayoutAnswer {
        let run = CustomLayouts.Run(query)
        let subviews = run.subviews(count: subviewCount)
        let bound = BoundSelf(box: SelfBox(layout), typeName: type.qualifiedName)
        do {
            var cache = Value.void
            if let makeCache = layoutMethod("makeCache", of: type) {
                cache = try invoke(makeCache, bound: bound, [Argument("subviews", subviews)], at: location)
            }
            let proposal = CustomLayouts.proposalRecord(query.proposal)
            if let bounds = query.bounds {
                guard let place = layoutMethod("placeSubviews", of: type) else { throw EvaluationError("\(type.name) has no placeSubviews", at: location) }
                let rect = PathBuilding.rectRecord(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
                _ = try invoke(place, bound: bound, [Argument("in", .record(rect)), Argument("proposal", proposal), Argument("subviews", subviews),
                                                     Argument("cache", cache)], at: location)
                return LayoutAnswer(size: bounds, placements: run.placements, missing: run.missing)
            }
            guard let fits = layoutMethod("sizeThatFits", of: type) else { throw EvaluationError("\(type.name) has no sizeThatFits", at: location) }
            let result = try invoke(fits, bound: bound, [Argument("proposal", proposal), Argument("subviews", subviews), Argument("cache", cache)], at: location)
            guard case .record(let size) = result, let width = size["width"]?.asDouble, let height = size["height"]?.asDouble else {
                throw EvaluationError("\(type.name).sizeThatFits gave \(result.kindDescription), not a CGSize", at: location)
            }
            return LayoutAnswer(size: Size(width: width, height: height), missing: run.missing)
        } catch {
            let message = (error as? EvaluationError)?.message ?? "\(error)"
            preview.issues.note("\(type.name) (a custom Layout): \(message)", .notDrawn, at: (error as? EvaluationError)?.location ?? location)
            return stacked(query, subviewCount: subviewCount)
        }
    }

    /// The layout's own method, or its protocol extension's.
    private func layoutMethod(_ name: String, of type: TypeDeclaration) -> FunctionDeclaration? {
        for owner in [type] + protocolExtensions(of: type) {
            if let function = owner.members.functions(named: name).first(where: { !$0.isStatic }) { return function }
        }
        return nil
    }

    /// What is drawn when the layout's code fails: the subviews' ideal sizes, one under another.
    private func stacked(_ query: LayoutQuery, subviewCount: Int) -> LayoutAnswer {
        let unspecified = ProposedDimensions(width: nil, height: nil)
        let sizes = (0..<subviewCount).map { index in query.measured.first { $0.index == index && $0.proposal == unspecified }?.size ?? .zero }
        var y = 0.0
        var placements: [LayoutAnswer.Placement] = []
        for (index, size) in sizes.enumerated() {
            placements.append(LayoutAnswer.Placement(index: index, position: Point(x: 0, y: y), anchor: UnitPoint(x: 0, y: 0), proposal: unspecified))
            y += size.height
        }
        return LayoutAnswer(size: Size(width: sizes.map(\.width).max() ?? 0, height: y), placements: query.bounds == nil ? [] : placements)
    }
}
