import DesignModel

extension ComponentPreviewer {
    /// The component as it is before its own `onAppear` actions run: the
    /// first frame of what it animates on appear (a ring at zero before it
    /// sweeps to its value), for pages that play that animation. Built like
    /// `preview` (same arguments, same seed) but the body's appear actions
    /// are collected and dropped; views inside it appear as usual. Nil when
    /// it cannot be built.
    public func firstFrame(_ type: TypeDeclaration, colorScheme: ColorScheme) -> ViewNode? {
        interpreter.reset(seed: type.qualifiedName)
        interpreter.preview = PreviewContext()
        interpreter.preview.colorScheme = colorScheme
        defer { _ = interpreter.preview.issues.drain() }
        let arguments = PreviewArgumentResolver(interpreter: interpreter, guide: GuideSampleFacts(interpreter: interpreter)).resolve(for: type)
        guard let value = try? instance(of: type, arguments: arguments), case .instance = value,
              let body = type.members.property("body", isStatic: false), body.isComputed else { return nil }
        let source = type.source ?? interpreter.table.anySource
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: source)
        let box = SelfBox(value)
        interpreter.steps = 0
        interpreter.appearActions.append([])
        defer { interpreter.appearActions.removeLast() }
        guard (try? interpreter.bindEnvironment(of: type, into: box)) != nil,
              let evaluated = try? interpreter.evaluateComputed(body, selfBox: box, typeName: type.qualifiedName),
              let view = try? interpreter.viewNode(evaluated, at: source.syntax, in: frame) else { return nil }
        return interpreter.sanitized(view, at: type.location) { $0.sanitizedTree(&$1) }
    }
}
